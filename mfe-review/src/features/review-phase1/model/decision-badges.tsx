import {
  CheckCircleOutlined,
  ExclamationCircleOutlined,
  FileSearchOutlined,
  HistoryOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { Phase1Decision } from '@groundwork/contracts';
import type { ReactNode } from 'react';

/** Each decision's own icon (spec 02 section 4). */
export const DECISION_ICONS: Record<Phase1Decision, ReactNode> = {
  NO_RECs: <CheckCircleOutlined aria-hidden />,
  RECs_PRESENT: <ExclamationCircleOutlined aria-hidden />,
  HRECs_PRESENT: <HistoryOutlined aria-hidden />,
  CRECs_PRESENT: <SafetyCertificateOutlined aria-hidden />,
  DATA_GAPS_ONLY: <FileSearchOutlined aria-hidden />,
  INCONCLUSIVE: <QuestionCircleOutlined aria-hidden />,
};
