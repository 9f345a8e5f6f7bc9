/** A mail the portal sends; both languages are rendered before it gets here. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers such as List-Unsubscribe. */
  headers?: Record<string, string>;
};

/** The port every feature sends mail through; the adapters below implement it. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}
