// Async boundary: shared modules (React, antd...) are negotiated before the app's code runs.
void import('./bootstrap');
