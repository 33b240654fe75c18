/** The landing page's copy (spec 01 sections 1 and 2), kept apart from its layout. */

export const ROUTES = {
  signIn: '/auth',
  demo: '/demo',
} as const;

export const HERO = {
  eyebrow: 'Built for environmental consultants',
  headline: 'Phase I Environmental Site Assessments in a fraction of the time',
  subtitle:
    'Groundwork brings property mapping, historical records review, regulatory database searches and AI-written summaries into one workspace, so your team spends its hours on judgement, not data entry.',
} as const;

export const STATS = [
  { id: 'time-saved', value: '70%', label: 'Time Saved' },
  { id: 'projects-completed', value: '500+', label: 'Projects Completed' },
  { id: 'accuracy', value: '99.9%', label: 'Accuracy' },
  { id: 'availability', value: '24/7', label: 'Availability' },
] as const;

export type FeatureIcon = 'mapping' | 'documents' | 'database' | 'reports' | 'security' | 'collaboration';

export const FEATURES: readonly { id: FeatureIcon; title: string; description: string }[] = [
  {
    id: 'mapping',
    title: 'Interactive Property Mapping',
    description: 'Outline the subject property and its adjoining properties to the north, south, east and west on a satellite map.',
  },
  {
    id: 'documents',
    title: 'Smart Document Processing',
    description: 'City directory reports are read with OCR; aerial photos are analysed with machine learning plus OCR.',
  },
  {
    id: 'database',
    title: 'Regulatory Records Database',
    description: 'Search federal and state regulatory records around the site and review every listing with its supporting documents.',
  },
  {
    id: 'reports',
    title: 'AI-Generated Summary Reports',
    description: 'Turn completed studies into a Phase I ESA summary with findings and recommendations, ready to export.',
  },
  {
    id: 'security',
    title: 'Secure Data Management',
    description: 'Role-based access control and encrypted storage keep client and site data protected.',
  },
  {
    id: 'collaboration',
    title: 'Team Collaboration',
    description: 'Work on the same projects as your team and keep every study for a site in one shared place.',
  },
];

export const WHY_CHOOSE = {
  title: 'Why choose Groundwork?',
  subtitle:
    'Records review takes a large share of every Phase I. Groundwork handles the repetitive part so your environmental professionals can focus on the findings.',
  benefits: ['Reduce assessment time by 70%', 'Automate repetitive data entry', 'Generate reports in minutes', 'Access anywhere'],
  workflowTitle: 'From site to summary in four steps',
  workflow: [
    { title: 'Map the site', description: 'Subject and adjoining parcels on a satellite map.' },
    { title: 'Upload vendor reports', description: 'City directory, aerial photo and database reports.' },
    { title: 'Review extracted data', description: 'Edit, copy or export every table.' },
    { title: 'Generate the summary', description: 'Findings and recommendations, exported to Word, PDF or Excel.' },
  ],
} as const;

export const FINAL_CALL_TO_ACTION = {
  title: 'Ready to speed up your next Phase I?',
  subtitle: 'Set up your first project in minutes and see the difference on your next site.',
} as const;

export const CONTACT_EMAIL = 'hello@groundwork.app';

export const FOOTER = {
  tagline: 'Phase I ESA workflows for environmental consultants.',
  copyright: '© 2025 Groundwork. All rights reserved.',
} as const;
