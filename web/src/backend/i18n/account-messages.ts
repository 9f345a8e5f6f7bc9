// Texts of the user screen's offers, reports and deletion, and of the review hold
// (decision 041). Merged into the backend's catalogue by provider.ts.

const de = {
  backend: {
    accounts: {
      offers: 'Einträge',
      no_offers: 'Dieses Konto hat keine Einträge.',
      reports: 'Gesendete Meldungen',
      no_reports: 'Dieses Konto hat nichts gemeldet.',
      title: 'Titel',
      type: 'Art',
      state: 'Stand',
      open_reports: 'Offene Meldungen',
      reported_offer: 'Gemeldeter Eintrag',
      reason: 'Grund',
      shown: 'Sichtbar',
      awaiting_review: 'Wird geprüft',
      delete: 'Konto löschen',
      delete_title: 'Konto „%{name}“ löschen?',
      delete_confirm:
        'Das Konto wird gelöscht wie bei einer Löschung durch die Person selbst: Profil, Anmeldungen, Lesezeichen, Meldungen, Spots und Einträge verschwinden; Vereinsstandorte und Kaufbelege bleiben ohne Namen. Das lässt sich nicht rückgängig machen.',
    },
    review: {
      title: 'Zu prüfen',
      hold: 'Erste Einträge neuer Konten zurückhalten',
      hold_help:
        'Ein neuer Eintrag eines Kontos, das noch keinen freigegebenen Eintrag hat, ist für Besucher erst nach der Freigabe zu sehen. Die Person sieht ihn mit dem Hinweis „wird geprüft“.',
      saved: 'Einstellung gespeichert',
      approve: 'Freigeben',
      approved: 'Freigegeben; die Person wurde per E-Mail informiert.',
      owner: 'Konto',
      created: 'Eingereicht',
      empty: 'Nichts zu prüfen.',
    },
  },
};

const en: typeof de = {
  backend: {
    accounts: {
      offers: 'Entries',
      no_offers: 'This account has no entries.',
      reports: 'Reports sent',
      no_reports: 'This account has reported nothing.',
      title: 'Title',
      type: 'Kind',
      state: 'State',
      open_reports: 'Open reports',
      reported_offer: 'Reported entry',
      reason: 'Reason',
      shown: 'Visible',
      awaiting_review: 'Awaiting review',
      delete: 'Delete account',
      delete_title: 'Delete the account “%{name}”?',
      delete_confirm:
        'The account is erased as if its owner deleted it: profile, sessions, bookmarks, reports, spots and entries go; club locations and receipts stay without a name. This cannot be undone.',
    },
    review: {
      title: 'Awaiting review',
      hold: "Hold new accounts' first entries",
      hold_help:
        'A new entry of an account without an approved entry shows to visitors only once approved. Its owner sees it marked “awaiting review”.',
      saved: 'Setting saved',
      approve: 'Approve',
      approved: 'Approved; the owner was told by e-mail.',
      owner: 'Account',
      created: 'Submitted',
      empty: 'Nothing awaits review.',
    },
  },
};

export const accountMessages = { de, en };
