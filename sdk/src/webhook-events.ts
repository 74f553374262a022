/** The events the service sends (contracts section 6), one type per `event`, for narrowing on it. */

export interface StageRef {
  stage_id: string;
  name: string;
  position: number;
}

interface Envelope {
  event_id: string;
  created_at: string;
  case_id: string;
  reference_id: string;
  environment: 'sandbox' | 'production';
  /** Increasing within the account. */
  sequence: number;
  /** 1, 2, 3... within the case: puts a case's events back in order. */
  case_sequence: number;
  /** Only on events of Dealer API cases. */
  surface?: 'DEALER';
}

interface CaseEnvelope extends Envelope {
  webhook_type: 'CASE';
}

interface ModuleEnvelope extends Envelope {
  webhook_type: 'MODULE';
  /** Upper case in events: `CASH_FLOW_ANALYSIS`, `PAYSTUB`. */
  module_type: string;
  instance_id: string;
}

export type WebhookEvent =
  | (CaseEnvelope & { event: 'CASE_CREATED' | 'CASE_CANCELLED' | 'CASE_DELETED' })
  | (CaseEnvelope & { event: 'STAGE_ADVANCED'; from_stage: StageRef; to_stage: StageRef })
  | (ModuleEnvelope & { event: 'MODULE_COMPLETED'; result_id: string; execution_id: string })
  | (ModuleEnvelope & { event: 'MODULE_INSUFFICIENT'; execution_id: string; reason: string; result_id?: string })
  | (ModuleEnvelope & { event: 'MODULE_ERROR'; execution_id: string; error: string })
  | (ModuleEnvelope & { event: 'MODULE_DOCUMENT_UPLOADED'; document_id: string; document_category: string })
  | (ModuleEnvelope & { event: 'MODULE_CONNECTED'; connection_id: string; institution_name: string })
  | (ModuleEnvelope & { event: 'MODULE_CONNECTION_ERROR'; connection_id: string; reason: 'LOGIN_REQUIRED' | 'PERMISSION_REVOKED' | 'EXPIRING' });

export type WebhookEventName = WebhookEvent['event'];
