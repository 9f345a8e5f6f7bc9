// Texts of the shop's screens in the backend (decision 039): products and purchases.

const de = {
  backend: {
    shop: {
      publish: 'Veröffentlichen',
      unpublish: 'Aus dem Shop nehmen',
      published: 'Der Shop zeigt das Produkt jetzt.',
      unpublished: 'Das Produkt ist nicht mehr im Shop. Wer es gekauft hat, behält es.',
      price_hint: 'Bruttopreis in Cent, z. B. 1290 für 12,90 € (mindestens 50)',
      image_hint: 'Bild des Produkts im Shop',
      no_products: 'Noch keine Produkte. Legen Sie das erste an.',
      no_purchases: 'Noch keine Käufe, die zu dieser Auswahl passen.',
      load_failed: 'Die Daten konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
      refunds_note:
        'Erstattungen werden beim Zahlungsanbieter ausgelöst (bei Stripe im Dashboard unter „Zahlungen“). Der Status hier folgt dessen Meldung von selbst.',
      history_note:
        'Gespeichert sind Beginn, Zahlung und letzte Statusänderung; der Zahlungsanbieter führt den vollständigen Ereignisverlauf.',
      buyer_deleted: 'Konto gelöscht',
      receipt_open: 'Beleg öffnen',
      timeline: 'Verlauf',
      started: 'Kauf begonnen',
      paid: 'Bezahlt',
      changed: 'Letzte Statusänderung',
      statuses: {
        pending: 'Offen',
        succeeded: 'Bezahlt',
        failed: 'Fehlgeschlagen',
        refunded: 'Erstattet',
      },
    },
  },
  validation: {
    price_min: 'Mindestens 50 Cent (darunter lehnen Kartenanbieter ab)',
    price_max: 'Höchstens 1.000.000 Cent (10.000 €)',
    price_whole: 'Ganze Cent',
  },
  resources: {
    products: {
      name: 'Produkt |||| Produkte',
      fields: {
        slug: 'Kürzel (Adresse)',
        name: 'Name',
        description: 'Beschreibung',
        image: 'Bild',
        price_cents: 'Preis',
        position: 'Reihenfolge',
        published: 'Im Shop',
        paid_purchases: 'Bezahlte Käufe',
        missing_en: 'Übersetzung',
        updated_at: 'Geändert',
      },
    },
    purchases: {
      name: 'Kauf |||| Käufe',
      fields: {
        id: 'Nr.',
        status: 'Status',
        item_name: 'Produkt',
        product_id: 'Produkt',
        buyer: 'Käufer',
        buyer_username: 'Benutzername',
        buyer_email: 'E-Mail',
        amount_cents: 'Betrag',
        vat_cents: 'Darin Umsatzsteuer',
        provider: 'Zahlungsanbieter',
        payment_intent_id: 'Zahlungs-ID beim Anbieter',
        receipt_number: 'Belegnummer',
        receipt: 'Beleg',
        created_at: 'Begonnen',
        paid_at: 'Bezahlt am',
        updated_at: 'Letzte Änderung',
      },
    },
  },
};

export type ShopMessages = typeof de;

const en: ShopMessages = {
  backend: {
    shop: {
      publish: 'Publish',
      unpublish: 'Take out of the shop',
      published: 'The shop shows the product now.',
      unpublished: 'The product is out of the shop. Its buyers keep it.',
      price_hint: 'Gross price in cents, e.g. 1290 for €12.90 (at least 50)',
      image_hint: "The product's picture in the shop",
      no_products: 'No products yet. Create the first one.',
      no_purchases: 'No purchases match this selection yet.',
      load_failed: 'The data could not be loaded. Please reload the page.',
      refunds_note:
        "Refunds are started at the payment provider (in Stripe's dashboard under “Payments”). The state here follows its message by itself.",
      history_note:
        'Stored are the start, the payment and the last change of state; the payment provider keeps the full event history.',
      buyer_deleted: 'Account deleted',
      receipt_open: 'Open receipt',
      timeline: 'History',
      started: 'Purchase started',
      paid: 'Paid',
      changed: 'Last change of state',
      statuses: {
        pending: 'Pending',
        succeeded: 'Paid',
        failed: 'Failed',
        refunded: 'Refunded',
      },
    },
  },
  validation: {
    price_min: 'At least 50 cents (card providers refuse less)',
    price_max: 'At most 1,000,000 cents (€10,000)',
    price_whole: 'Whole cents',
  },
  resources: {
    products: {
      name: 'Product |||| Products',
      fields: {
        slug: 'Slug (address)',
        name: 'Name',
        description: 'Description',
        image: 'Image',
        price_cents: 'Price',
        position: 'Order',
        published: 'In the shop',
        paid_purchases: 'Paid purchases',
        missing_en: 'Translation',
        updated_at: 'Changed',
      },
    },
    purchases: {
      name: 'Purchase |||| Purchases',
      fields: {
        id: 'No.',
        status: 'State',
        item_name: 'Product',
        product_id: 'Product',
        buyer: 'Buyer',
        buyer_username: 'Username',
        buyer_email: 'E-mail',
        amount_cents: 'Amount',
        vat_cents: 'VAT included',
        provider: 'Payment provider',
        payment_intent_id: "Provider's payment id",
        receipt_number: 'Receipt number',
        receipt: 'Receipt',
        created_at: 'Started',
        paid_at: 'Paid on',
        updated_at: 'Last change',
      },
    },
  },
};

export const shopMessages = { de, en };
