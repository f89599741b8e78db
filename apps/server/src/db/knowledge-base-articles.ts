import type { KbSeedArticle } from '../modules/knowledge-base/knowledge-base.service';

/**
 * The knowledge base's starting content: categories and ten articles in Italian and English that
 * answer what customers ask most. Written once at start-up when missing; edits made later are kept.
 */
export const KB_CATEGORIES = [
  { slug: 'accesso', nameIt: 'Accesso e account', nameEn: 'Sign-in and account' },
  { slug: 'azienda', nameIt: 'Azienda e colleghi', nameEn: 'Company and colleagues' },
  { slug: 'assistenza', nameIt: 'Assistenza', nameEn: 'Support' },
];

export const KB_ARTICLES: KbSeedArticle[] = [
  {
    slug: 'accedere-al-portale',
    category: 'accesso',
    it: {
      title: 'Accedere al portale',
      summary: 'Come entrare con nome utente e password, e cosa fare se l’accesso non riesce.',
      body: `Per accedere apri la pagina iniziale del portale e inserisci **nome utente** e **password**, poi premi *Accedi*.

## Se la tua utenza è collegata a più studi o aziende
Dopo la password ti chiediamo di scegliere con quale studio (o azienda capogruppo) vuoi lavorare. Puoi cambiarlo in seguito dal menu, senza uscire.

## Se l’accesso non riesce
- Controlla che il tasto **Bloc Maiusc** non sia attivo: il portale te lo segnala accanto al campo password.
- Dopo alcuni tentativi sbagliati l’accesso viene rallentato per qualche minuto, per proteggere il tuo account.
- Se la tua azienda usa l’accesso unico (SSO), usa il pulsante dedicato: l’accesso con password può essere disattivato.
- Se non ricordi la password, segui l’articolo *Password dimenticata*.

La sessione si chiude da sola dopo 30 minuti di inattività.`,
    },
    en: {
      title: 'Signing in to the portal',
      summary: 'How to sign in with user name and password, and what to do when it fails.',
      body: `Open the portal's home page, enter your **user name** and **password**, then press *Sign in*.

## If your account is linked to several firms or companies
After the password we ask which firm (or parent company) you want to work with. You can change it later from the menu without signing out.

## If you cannot sign in
- Check that **Caps Lock** is off: the portal warns you next to the password field.
- After several wrong attempts sign-in is slowed down for a few minutes to protect your account.
- If your company uses single sign-on (SSO), use the dedicated button: password sign-in may be disabled.
- If you forgot the password, follow the article *Forgotten password*.

Your session ends by itself after 30 minutes without activity.`,
    },
  },
  {
    slug: 'accesso-unico-sso',
    category: 'accesso',
    it: {
      title: 'Accesso unico (SSO) con il provider di identità',
      summary: 'Entrare con l’account aziendale invece che con una password del portale.',
      body: `Con l’accesso unico (*single sign-on*) entri con l’account della tua organizzazione: il portale non conosce la tua password.

1. Nella pagina di accesso premi **Accedi con SSO**.
2. Autenticati presso il provider di identità (eventualmente con il secondo fattore).
3. Tornerai al portale già collegato.

## Prima volta
Se la tua identità non è ancora collegata a un’utenza del portale, ti proponiamo di registrarti o di collegarla a un’utenza esistente.

## Più utenze per la stessa identità
Se la stessa identità è collegata a più aziende, scegli con quale entrare dall’elenco che compare.

Uscendo dal portale esci anche dal provider di identità.`,
    },
    en: {
      title: 'Single sign-on (SSO) with your identity provider',
      summary: 'Signing in with your organisation account instead of a portal password.',
      body: `With single sign-on you use your organisation's account: the portal never sees your password.

1. On the sign-in page press **Sign in with SSO**.
2. Authenticate with the identity provider (possibly with a second factor).
3. You come back to the portal already signed in.

## First time
If your identity is not linked to a portal account yet, we offer to register or to link it to an existing account.

## Several accounts for one identity
If the same identity is linked to several companies, pick the one you want from the list shown.

Signing out of the portal also signs you out of the identity provider.`,
    },
  },
  {
    slug: 'password-dimenticata',
    category: 'accesso',
    it: {
      title: 'Password dimenticata',
      summary: 'Reimpostare la password con il codice di attivazione ricevuto per e-mail.',
      body: `1. Nella pagina di accesso scegli **Password dimenticata?**
2. Inserisci l’e-mail e il nome utente del tuo account.
3. Riceverai un’e-mail con un **codice di attivazione** valido 15 minuti.
4. Inserisci il codice e scegli la nuova password.

Per sicurezza la risposta è sempre la stessa, anche se i dati non corrispondono a un account: se l’e-mail non arriva, controlla la cartella della posta indesiderata e i dati inseriti.

Dopo cinque codici sbagliati il codice non vale più: richiedine uno nuovo. Cambiata la password, tutte le tue sessioni aperte vengono chiuse.`,
    },
    en: {
      title: 'Forgotten password',
      summary: 'Resetting your password with the activation code we e-mail you.',
      body: `1. On the sign-in page choose **Forgot your password?**
2. Enter your account's e-mail address and user name.
3. You receive an e-mail with an **activation code**, valid for 15 minutes.
4. Enter the code and choose your new password.

For your security the answer is always the same, even when the details match no account: if the e-mail does not arrive, check your spam folder and the details you typed.

After five wrong codes the code stops working: ask for a new one. Once the password is changed, all your open sessions are closed.`,
    },
  },
  {
    slug: 'regole-password',
    category: 'accesso',
    it: {
      title: 'Regole per una password valida',
      summary: 'Lunghezza, caratteri richiesti e scadenza della password.',
      body: `Una password valida:
- è lunga da **8** a **15 caratteri** (oltre, serve una password «forte»: almeno 10 caratteri con due maiuscole e due numeri);
- contiene almeno una lettera minuscola, una maiuscola, un numero e un carattere speciale tra \`! @ # $ % ^ & *\`, e nessun altro simbolo (niente spazi né lettere accentate);
- non contiene il tuo nome, cognome o nome utente;
- è diversa dalla password attuale.

Il portale ti mostra la robustezza della password mentre la scrivi. Quando la password scade ti chiediamo di cambiarla subito dopo l’accesso.

**Consiglio:** usa un gestore di password e non riutilizzare la password di altri servizi.`,
    },
    en: {
      title: 'Rules for a valid password',
      summary: 'Length, required characters and expiry of your password.',
      body: `A valid password:
- is **8 to 15 characters** long (longer ones must be “strong”: at least 10 characters with two upper-case letters and two digits);
- contains at least one lower-case letter, one upper-case letter, one digit and one special character among \`! @ # $ % ^ & *\`, and no other symbol (no spaces or accented letters);
- does not contain your first name, last name or user name;
- differs from your current password.

The portal shows the password's strength while you type. When your password expires we ask you to change it right after signing in.

**Tip:** use a password manager and never reuse the password of another service.`,
    },
  },
  {
    slug: 'nome-utente-dimenticato',
    category: 'accesso',
    it: {
      title: 'Nome utente dimenticato',
      summary: 'Ricevere per e-mail i nomi utente registrati con il tuo indirizzo.',
      body: `Nella pagina di accesso scegli **Non ricordi il nome utente?** e inserisci il tuo indirizzo e-mail: ti inviamo l’elenco dei nomi utente registrati con quell’indirizzo.

Se l’e-mail non arriva, l’indirizzo potrebbe essere diverso da quello registrato. In quel caso puoi inviare una **richiesta all’assistenza** dalla stessa pagina, indicando partita IVA e nome dell’azienda: ti risponderemo all’indirizzo che indichi.`,
    },
    en: {
      title: 'Forgotten user name',
      summary: 'Receiving by e-mail the user names registered with your address.',
      body: `On the sign-in page choose **Forgot your user name?** and enter your e-mail address: we send you the list of user names registered with it.

If the e-mail does not arrive, your address may differ from the registered one. You can then send a **request to support** from the same page, with your company's VAT number and name: we answer at the address you give.`,
    },
  },
  {
    slug: 'codice-di-sicurezza',
    category: 'azienda',
    it: {
      title: 'Il codice di sicurezza aziendale',
      summary: 'A cosa serve, come richiederlo e dove arriva.',
      body: `Il **codice di sicurezza** dimostra che chi registra un’utenza agisce per conto dell’azienda. Serve durante la registrazione della prima utenza aziendale.

## Come richiederlo
Nella registrazione scegli *Richiedi il codice di sicurezza* e compila nome, cognome, telefono, e-mail e codice fiscale.

## Dove arriva
Il codice viene inviato **all’indirizzo e-mail registrato dell’azienda**, mai a quello di chi lo richiede. Se non sai quale sia, chiedi all’amministrazione della tua azienda.

Se l’azienda non risulta nei nostri sistemi, ti proponiamo di inviare una richiesta all’assistenza.`,
    },
    en: {
      title: 'Your company security code',
      summary: 'What it is for, how to ask for it and where it is sent.',
      body: `The **security code** proves that whoever registers an account acts on behalf of the company. It is needed when the company's first account is registered.

## How to ask for it
During registration choose *Request the security code* and fill in first and last name, phone, e-mail and fiscal code.

## Where it goes
The code is sent **to the company's registered e-mail address**, never to the requester's. If you do not know which one it is, ask your company's administration.

If we cannot find the company, we offer to send a request to support.`,
    },
  },
  {
    slug: 'invitare-un-collega',
    category: 'azienda',
    it: {
      title: 'Invitare un collega',
      summary: 'Come l’amministratore aziendale aggiunge nuovi utenti.',
      body: `L’**amministratore aziendale** può invitare i colleghi senza passare dall’assistenza.

1. Apri la gestione degli utenti dell’azienda e scegli **Invita**.
2. Indica e-mail, ruolo ed eventuali prodotti e argomenti visibili.
3. Il collega riceve un’e-mail con un link personale: completando la registrazione sceglie nome utente e password.

L’invito scade dopo alcuni giorni; un invito scaduto o già usato non funziona più e va rinnovato. Un utente disattivato non può ricevere nuovi inviti finché non viene riattivato.`,
    },
    en: {
      title: 'Inviting a colleague',
      summary: 'How the company administrator adds new users.',
      body: `The **company administrator** can invite colleagues without contacting support.

1. Open the company's user management and choose **Invite**.
2. Enter e-mail, role and, if needed, the products and topics they may see.
3. Your colleague receives an e-mail with a personal link: completing the registration they choose user name and password.

The invitation expires after a few days; an expired or already used invitation no longer works and must be renewed. A disabled user cannot receive new invitations until re-enabled.`,
    },
  },
  {
    slug: 'cambiare-studio-o-azienda',
    category: 'azienda',
    it: {
      title: 'Lavorare per più studi o aziende',
      summary: 'Cambiare lo studio o l’azienda capogruppo attiva senza uscire.',
      body: `Se la tua azienda è seguita da più studi (commercialisti, consulenti) o fa parte di un gruppo, dopo l’accesso scegli con quale lavorare.

Per cambiarlo usa **Cambia azienda** nel menu: i dati mostrati, comprese le segnalazioni all’assistenza, sono quelli dello studio o dell’azienda scelti. Le segnalazioni aperte senza uno studio attivo restano visibili in ogni caso.`,
    },
    en: {
      title: 'Working for several firms or companies',
      summary: 'Switching the active firm or parent company without signing out.',
      body: `If your company is served by several firms (accountants, consultants) or belongs to a group, you choose which one to work with after signing in.

To switch, use **Change company** in the menu: what you see, support tickets included, belongs to the chosen firm or company. Tickets opened without an active firm stay visible in any case.`,
    },
  },
  {
    slug: 'aprire-una-segnalazione',
    category: 'assistenza',
    it: {
      title: 'Aprire una segnalazione all’assistenza',
      summary: 'Come descrivere un problema perché venga risolto in fretta.',
      body: `Dall’area **Assistenza** premi **Nuova segnalazione** e compila:
- **Oggetto**: una frase che riassume il problema (per esempio «Errore nell’invio della fattura n. 125»);
- **Prodotto**: il programma o servizio interessato;
- **Messaggio**: cosa stavi facendo, cosa ti aspettavi e cosa è successo, con il testo esatto di eventuali messaggi di errore.

Allega se puoi una schermata o il file che dà problemi. Riceverai un codice (per esempio \`SR-000123\`) da citare in ogni contatto.

## Dopo l’apertura
Trovi la segnalazione nell’elenco a sinistra: lo stato passa da *Aperta* a *In lavorazione* quando un operatore la prende in carico. Puoi rispondere ai messaggi dell’assistenza e chiudere la segnalazione quando il problema è risolto.

L’amministratore aziendale vede tutte le segnalazioni dell’azienda; gli altri utenti vedono le proprie.`,
    },
    en: {
      title: 'Opening a support ticket',
      summary: 'How to describe a problem so that it gets solved quickly.',
      body: `In the **Support** area press **New ticket** and fill in:
- **Subject**: one sentence summing up the problem (for example “Error sending invoice no. 125”);
- **Product**: the program or service concerned;
- **Message**: what you were doing, what you expected and what happened, with the exact text of any error message.

Attach a screenshot or the file that causes trouble if you can. You get a code (for example \`SR-000123\`) to quote whenever you contact us.

## After opening it
The ticket appears in the list on the left: its state moves from *Open* to *In progress* when an operator takes it. You can answer support's messages and close the ticket once the problem is solved.

The company administrator sees all of the company's tickets; other users see their own.`,
    },
  },
  {
    slug: 'allegati',
    category: 'assistenza',
    it: {
      title: 'Allegati alle segnalazioni',
      summary: 'Tipi di file ammessi, dimensioni e consigli per la privacy.',
      body: `A ogni messaggio puoi allegare fino a **3 file** di **2 MB** al massimo ciascuno.

| Tipo | Estensioni |
| --- | --- |
| Documenti | pdf, txt, log, csv, xml |
| Immagini | png, jpg, jpeg |
| Archivi | zip |

Il contenuto del file deve corrispondere all’estensione: un file rinominato viene rifiutato.

**Privacy:** prima di allegare documenti con dati personali di terzi (buste paga, fatture) valuta se basta un esempio o una schermata con i dati oscurati.`,
    },
    en: {
      title: 'Ticket attachments',
      summary: 'Allowed file types, sizes and privacy tips.',
      body: `You can attach up to **3 files** of at most **2 MB** each to every message.

| Kind | Extensions |
| --- | --- |
| Documents | pdf, txt, log, csv, xml |
| Images | png, jpg, jpeg |
| Archives | zip |

A file's content must match its extension: a renamed file is refused.

**Privacy:** before attaching documents with third parties' personal data (payslips, invoices) consider whether an example or a screenshot with the data masked is enough.`,
    },
  },
];
