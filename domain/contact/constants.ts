// Zod-free, so the browser's screens can read them without loading the schema.

export const contactLimits = { name: 100, subject: 150, message: 5000 } as const;

/** A submit sooner than this after the form's token was issued comes from a machine. */
export const contactMinSeconds = 3;

/** The contact area's calls. */
export const contactApi = {
  /** POST a contact message → { data: { status: 'sent' } }. */
  message: '/api/contact',
  /** GET → { data: { token } }: the signed moment the form is handed out. */
  token: '/api/contact/token',
} as const;
