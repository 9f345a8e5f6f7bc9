import { lines, list, md, type Section } from './build.ts';

// Datenschutzerklärung des Demo-Betreibers: nennt nur, was das Portal wirklich verarbeitet
// (Konten, Sitzungen, Cookies, E-Mails, Uploads, Karte, Adresssuche, Newsletter, Protokolle).

export const privacyDe: Section[] = [
  {
    title: 'Verantwortliche Stelle',
    copy: md(
      'Verantwortlich für die Verarbeitung deiner personenbezogenen Daten auf diesem Portal ist:',
      lines(
        '[Name des Betreibers]',
        '[Straße und Hausnummer], [Postleitzahl] Hamburg',
        'E-Mail: [kontakt@activecity.example](mailto:kontakt@activecity.example)',
        'Telefon: [+49 40 000000-0](tel:+49400000000)',
      ),
      'Unsere Datenschutzbeauftragte oder unseren Datenschutzbeauftragten erreichst du unter [Name der oder des Datenschutzbeauftragten], [datenschutz@activecity.example](mailto:datenschutz@activecity.example).',
    ),
  },
  {
    title: 'Das Wichtigste in Kürze',
    copy: md(
      'Du kannst das ganze Sportangebot, alle Seiten, News und Termine ohne Konto ansehen. Ein Konto brauchst du erst, wenn du selbst Einträge anlegst, Favoriten speicherst, etwas meldest oder bei Active Spotter mitmachst.',
      list(
        'Wir verwenden keine Analyse-, Werbe- oder Tracking-Dienste.',
        'Wir verkaufen keine Daten und bilden keine Profile für Werbung.',
        'Passwörter speichern wir nur als Hash, Sitzungs- und Link-Tokens nur als Prüfwert.',
        'Die Karte lädt in der Grundeinstellung nichts von fremden Servern.',
        'Du kannst dein Konto jederzeit selbst löschen.',
      ),
    ),
  },
  {
    title: 'Aufruf des Portals und Server-Protokolle',
    copy: md(
      'Wenn du eine Seite aufrufst, sendet dein Browser technisch nötige Angaben an unseren Server, darunter deine IP-Adresse, die aufgerufene Adresse und Angaben zum Browser. Ohne sie kann der Server nicht antworten.',
      'Unser Server schreibt zu jeder Anfrage eine Protokollzeile mit **Methode, Routenmuster, Statuscode und Dauer**. Abfrageparameter, IDs in der Adresse, Cookies, IP-Adressen und Formularinhalte schreiben wir nicht ins Protokoll. Bei einem Fehler protokollieren wir nur, was schiefging, nicht die Werte deiner Eingaben. Wir nutzen die Protokolle, um Fehler zu finden und den Betrieb zu sichern, und löschen sie nach 14 Tagen.',
      'Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und funktionierenden Portal (Art. 6 Abs. 1 lit. f DSGVO).',
    ),
  },
  {
    title: 'Schutz vor Überlastung und Missbrauch',
    copy: md(
      'Damit niemand das Portal mit Anfragen lahmlegt oder Passwörter errät, zählen wir Anfragen für kurze Zeit mit:',
      list(
        'Anfragen je IP-Adresse und Minute (Ratenbegrenzung),',
        'Anmeldeversuche je Konto und fehlgeschlagene Anmeldungen je IP-Adresse,',
        'E-Mails je Empfängeradresse und Stunde, damit niemand fremde Postfächer flutet,',
        'Hochladevorgänge und Kontoänderungen je Minute.',
      ),
      'Die Zähler enthalten nur den Schlüssel (zum Beispiel die IP-Adresse) und eine Zahl. Sie liegen im Arbeitsspeicher oder in einem Zwischenspeicher auf unseren Servern und verfallen mit ihrem Zeitfenster: nach einer Minute, einer Stunde oder, bei wiederholten Fehlversuchen, spätestens nach einem Tag. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO.',
    ),
  },
  {
    title: 'Cookies und Speicher im Browser',
    copy: md(
      'Wir setzen nur Cookies, die für das Portal technisch nötig sind (§ 25 Abs. 2 Nr. 2 TDDDG):',
      list(
        '**__Host-sid** (ohne HTTPS: **sid**): die Sitzung nach der Anmeldung. Das Cookie enthält eine Zufallszahl; unsere Datenbank kennt nur ihren Prüfwert. Es gilt bis zum Schließen des Browsers, mit „Angemeldet bleiben“ 30 Tage.',
        '**XSRF-TOKEN**: schützt Formulare davor, dass fremde Seiten in deinem Namen etwas absenden. Es gilt bis zum Schließen des Browsers.',
        '**portal_device**: ein signiertes Geräte-Cookie nach einer erfolgreichen Anmeldung, 365 Tage. Rät jemand anderes dein Passwort, sperren wir ihn aus, dich auf deinem Gerät aber nicht.',
        '**acc_consent_essential**, **acc_consent_analytics**, **acc_consent_marketing**: deine Auswahl im Cookie-Hinweis, 365 Tage.',
      ),
      'Im lokalen Speicher deines Browsers merken wir uns außerdem, ob du das Sportangebot als Karte oder Liste siehst (offers.view), ob du dein persönliches Profil oder das Vereinsprofil siehst (profileType), ob du den Active-Spotter-Bedingungen vor der Anmeldung schon zugestimmt hast (termsAccepted, spotter_app_support) und ob du das Portal in unserer App nutzt (native_app). Diese Angaben verlassen dein Gerät nicht, außer als Teil einer Anfrage, die du selbst auslöst.',
      'Die Kategorien „Statistik“ und „Marketing“ im Cookie-Hinweis sind vorbereitet, aber derzeit ist kein solcher Dienst eingebunden. Binden wir später einen ein, geschieht das nur mit deiner Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG), und wir ergänzen diese Erklärung vorher. Um deine Auswahl zu ändern, lösche die Cookies dieses Portals in deinem Browser; beim nächsten Besuch fragen wir dich erneut.',
    ),
  },
  {
    title: 'Benutzerkonto',
    copy: md(
      'Für die Registrierung brauchen wir **Vorname, Nachname, E-Mail-Adresse, Benutzername und ein Passwort** sowie deine Zustimmung zu den Nutzungsbedingungen. Freiwillig sind die Anrede, die Sprache, die Newsletter-Auswahl und im Profil Anschrift, Geburtstag und ein Profilbild. Vereinskonten sind zusätzlich mit ihrem Verein verknüpft.',
      'Dein Passwort speichern wir nie im Klartext, sondern nur als Hash mit dem Verfahren Argon2id. Wir prüfen beim Festlegen, ob es auf einer Liste häufig verwendeter Passwörter steht. Zur Bestätigung deiner E-Mail-Adresse schicken wir dir einen Link, der 24 Stunden gilt. Ein Link zum Zurücksetzen des Passworts gilt eine Stunde und nur einmal.',
      'Öffentlich sichtbar sind nur die Einträge, die du veröffentlichst, mit den Kontaktangaben, die du dort selbst einträgst. Dein Profil mit Anschrift und Geburtstag sehen nur du und, wenn es für die Betreuung nötig ist, unsere Redaktion.',
      'Rechtsgrundlage ist der Nutzungsvertrag (Art. 6 Abs. 1 lit. b DSGVO). Wir speichern die Kontodaten, bis du dein Konto löschst.',
    ),
  },
  {
    title: 'Anmeldung mit Google, Facebook oder Apple',
    copy: md(
      'Wenn der Betreiber es anbietet, kannst du dich statt mit einem Passwort über Google, Facebook oder Apple anmelden. Du wirst dafür zum jeweiligen Anbieter weitergeleitet und meldest dich dort an. Wir erhalten danach deinen Namen, deine E-Mail-Adresse und eine Kennung des Anbieters, mit der wir dein Konto wiedererkennen. Ein Passwort des Anbieters erhalten wir nie.',
      'Für die Anmeldung beim Anbieter gilt dessen eigene Datenschutzerklärung; die Anbieter können Daten auch außerhalb der EU verarbeiten. Rechtsgrundlage für unseren Teil ist Art. 6 Abs. 1 lit. b DSGVO. Nutzt du diese Anmeldung nicht, erfährt der Anbieter von deinem Besuch bei uns nichts.',
    ),
  },
  {
    title: 'Einträge, Meldungen und Favoriten',
    copy: md(
      'Wenn du einen Active Spot, ein Mitmach-Angebot oder einen Vereinsstandort einträgst, speichern wir Titel, Beschreibung, Ort, Termine, Bilder und Kontaktangaben des Eintrags und verknüpfen ihn mit deinem Konto. Der Eintrag ist öffentlich, bis du ihn löschst oder wir ihn nach einer Prüfung entfernen.',
      'Meldest du einen Eintrag, speichern wir den Grund, deine freiwillige Nachricht und dein Konto, damit die Redaktion nachfragen kann. Die Redaktion löscht Meldungen, sobald sie bearbeitet sind, spätestens nach sechs Monaten; mit deinem Konto löschen wir auch deine Meldungen. Favoriten speichern wir, bis du sie entfernst. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, für die Moderation Art. 6 Abs. 1 lit. f DSGVO.',
    ),
  },
  {
    title: 'Hochgeladene Dateien',
    copy: md(
      'Bilder, die du hochlädst, prüfen wir anhand ihres Inhalts und speichern sie neu als JPEG in zwei Größen. Dabei entfernen wir eingebettete Metadaten wie Kameradaten und Aufnahmeort. Jedes Konto hat ein Speicherkontingent von 200 MB.',
      'Eine hochgeladene Datei, die nach 24 Stunden in keinem Profil, Eintrag oder Text verwendet wird, löscht unser Server automatisch. Löschst du dein Konto, löschen wir alle deine Dateien. Die Dateien liegen auf unserem Server oder bei unserem Speicherdienstleister [Name des Speicheranbieters] in einem Rechenzentrum in der EU.',
    ),
  },
  {
    title: 'E-Mails',
    copy: md(
      'Wir schicken dir E-Mails nur, wenn du sie auslöst: zur Bestätigung deiner Adresse, zum Zurücksetzen des Passworts, zur Bestätigung eines Newsletter-Abos und den Newsletter selbst. Dafür verarbeiten wir deine E-Mail-Adresse, deinen Namen und die Sprache.',
      'Die E-Mails verschickt unser Mailserver oder unser E-Mail-Dienstleister [Name des E-Mail-Dienstleisters] als Auftragsverarbeiter. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, für den Newsletter deine Einwilligung.',
    ),
  },
  {
    title: 'Newsletter',
    copy: md(
      'Für den Newsletter nutzen wir das Double-Opt-in-Verfahren: Nach deiner Anmeldung schicken wir dir eine E-Mail mit einem Bestätigungslink. Erst wenn du ihn anklickst, bekommst du den Newsletter. Wir speichern deine E-Mail-Adresse, die Sprache, den Zeitpunkt der Anmeldung und der Bestätigung sowie Prüfwerte der Links.',
      'Jeder Newsletter enthält einen Link zum Abmelden. Mit der Abmeldung löschen wir deine Adresse vollständig. Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit mit Wirkung für die Zukunft widerrufen kannst. Die Newsletter-Anmeldung ist unabhängig von deinem Konto.',
    ),
  },
  {
    title: 'Karte, Adresssuche und Standort',
    copy: md(
      'Die Karte des Sportangebots zeichnen wir in der Grundeinstellung mit einem eigenen Kartenstil, der nichts von fremden Servern lädt. Stellt der Betreiber einen externen Kartendienst ein ([Name des Kartendienstes]), lädt dein Browser die Kartenkacheln von dort; der Dienst sieht dabei deine IP-Adresse und den Kartenausschnitt.',
      'Wenn du eine Adresse suchst oder auf die Karte klickst, schickt dein Browser den Suchtext oder die Koordinaten an unseren Server. Er sucht in unserer eigenen Adresstabelle oder fragt einen Nominatim-kompatiblen Geocoding-Dienst ([Name des Geocoding-Dienstes]). Diesen Dienst fragt unser Server, nicht dein Browser; der Dienst erhält also nur den Suchtext oder die Koordinaten, nicht deine IP-Adresse.',
      'Mit „In meiner Nähe“ fragt dein Browser um Erlaubnis, deinen Standort zu nutzen. Wir verwenden ihn nur, um die Angebote nach Entfernung zu sortieren, und speichern ihn nicht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und f DSGVO.',
    ),
  },
  {
    title: 'Zahlungen im Shop',
    copy: md(
      'Wenn du im Shop etwas kaufst, wickelt der Zahlungsdienstleister Stripe Payments Europe, Limited, 1 Grand Canal Street Lower, Dublin 2, Irland, die Kartenzahlung ab. Deine Kartendaten gibst du direkt bei Stripe ein; wir sehen sie nie. Wir erhalten von Stripe nur eine Zahlungsreferenz und den Zahlungsstatus.',
      'Rechnungen bewahren wir zehn Jahre auf, weil das Steuer- und Handelsrecht es verlangt (§ 147 AO, § 257 HGB). Rechtsgrundlagen sind Art. 6 Abs. 1 lit. b und c DSGVO.',
    ),
  },
  {
    title: 'Empfänger und Auftragsverarbeiter',
    copy: md(
      'Deine Daten geben wir nur weiter, wenn es für den Betrieb nötig ist oder ein Gesetz es verlangt. Empfänger sind:',
      list(
        'unser Hosting-Anbieter [Name des Hosting-Anbieters] (Server und Datenbank in der EU),',
        'unser E-Mail-Dienstleister [Name des E-Mail-Dienstleisters],',
        'unser Speicherdienstleister für Dateien [Name des Speicheranbieters],',
        'Stripe für Zahlungen im Shop,',
        'Google, Facebook oder Apple, nur wenn du dich über sie anmeldest,',
        'ein externer Karten- oder Geocoding-Dienst, nur wenn der Betreiber ihn eingestellt hat.',
      ),
      'Mit allen Auftragsverarbeitern haben wir Verträge nach Art. 28 DSGVO geschlossen. Werden Daten in ein Land außerhalb der EU übermittelt, geschieht das nur auf Grundlage eines Angemessenheitsbeschlusses oder der Standardvertragsklauseln der EU-Kommission.',
    ),
  },
  {
    title: 'Speicherdauer',
    copy: list(
      'Kontodaten, Einträge, Favoriten und Dateien: bis zur Löschung des Kontos.',
      'Sitzungen: bis zur Abmeldung oder ihrem Ablauf (Browsersitzung oder 30 Tage); abgelaufene Sitzungen löschen wir automatisch.',
      'Server-Protokolle: 14 Tage.',
      'Zähler gegen Missbrauch: bis zum Ende ihres Zeitfensters, höchstens ein Tag.',
      'Nicht verwendete Uploads: 24 Stunden.',
      'Meldungen: bis zur Bearbeitung, höchstens sechs Monate.',
      'Newsletter: bis zur Abmeldung.',
      'Rechnungen: zehn Jahre.',
    ),
  },
  {
    title: 'Deine Rechte',
    copy: md(
      'Du hast das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO). Eine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO).',
      'Viele Rechte kannst du selbst ausüben: Deine Angaben änderst du unter „Deine Einstellungen“. Dort löschst du mit „Konto löschen“ auch dein Konto; wir löschen dann deine Daten, Einträge, Favoriten und hochgeladenen Dateien. Für alles andere schreib uns an die oben genannte Adresse.',
    ),
  },
  {
    title: 'Beschwerderecht',
    copy: md(
      'Du kannst dich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO). Für uns zuständig ist:',
      lines(
        'Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit',
        'Ludwig-Erhard-Straße 22, 20459 Hamburg',
        '[mailbox@datenschutz.hamburg.de](mailto:mailbox@datenschutz.hamburg.de)',
      ),
      'Stand dieser Erklärung: [Datum der letzten Änderung]',
    ),
  },
];
