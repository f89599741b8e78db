import { parseArgs } from 'node:util';
import { languageFromCode } from '@sportello/i18n/languages';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config';
import { isAppError } from './core/app-error';
import { systemClock } from './core/clock';
import { systemContext } from './core/context';
import { configureKeys } from './core/keys';
import { createOutboxWorker } from './core/mail-outbox';
import { outboxTransports } from './core/outbox-transports';
import { configurePasswordHashing } from './core/passwords';
import { settingsFromEnvironment } from './core/portal-settings';
import { databaseSettings } from './modules/settings/settings.service';
import { createFirstAdmin } from './modules/users-registry/first-admin.service';
import { loadDotEnv, migrateAndSeed, openConfiguredDatabase } from './start-up';

const USAGE = `Usage: npm run admin -- create --email <address> --first-name <name> --last-name <name> [--language it|en]

Creates a back-office admin of the vendor's company (PROVIDER_VATCODE) with no password, and prints
and e-mails a one-time code with the link where the admin chooses one (valid 15 minutes). Running it
again for an admin who has not set a password yet gives a new code; one who has is left alone.
It reads the same configuration as the server (environment, .env). With the embedded database,
stop the portal first: one process at a time.`;

/**
 * `npm run admin`: what running the portal needs before anyone can sign in to its back office (the
 * first admin), without SQL. Exits 0 when done or nothing was needed, 1 on a refusal, 2 on wrong use.
 */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      language: { type: 'string', default: 'it' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const languageId = languageFromCode(values.language ?? 'it');
  if (values.help || positionals[0] !== 'create' || positionals.length > 1 || languageId === undefined) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const missing = (['email', 'first-name', 'last-name'] as const).filter((name) => !values[name]?.trim());
  if (missing.length > 0) {
    console.error(`Missing ${missing.map((name) => `--${name}`).join(', ')}.\n\n${USAGE}`);
    return 2;
  }

  loadDotEnv();
  const config = loadConfig();
  const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
  // What building the app sets up for the server: the keys of single-use codes, and the hash cost
  // of the demo accounts a development database is seeded with.
  configureKeys(config.cookieSecret);
  configurePasswordHashing(config.passwordHashCost);
  const database = await openConfiguredDatabase(config);
  try {
    await migrateAndSeed(database, config, log, systemClock);
    // The settings in force (the brand its mail is signed with): the database's, else the environment's.
    const settings = databaseSettings(database.db, settingsFromEnvironment(config), log);
    const ctx = systemContext({ tx: database.db, log, clock: systemClock, settings });
    const result = await createFirstAdmin(
      ctx,
      {
        email: values.email ?? '',
        firstName: values['first-name'] ?? '',
        lastName: values['last-name'] ?? '',
        languageId,
      },
      { publicUrl: config.publicUrl },
    );
    if (result.outcome === 'active') {
      console.log(`${result.userName} is already a back-office admin with a password: nothing to do.`);
      console.log('A forgotten password is reset from the sign-in page ("Password dimenticata?").');
      return 0;
    }
    // The message goes out now rather than at the portal's next start.
    const { transport, sms } = outboxTransports(config, systemClock);
    const sent = await createOutboxWorker({ db: database.db, transport, sms, log, pollMs: 0 }).drain();
    transport.close();
    console.log(
      [
        result.outcome === 'created'
          ? `Back-office admin ${result.userName} created.`
          : `${result.userName} has not chosen a password yet: a new code replaces the previous one.`,
        `Open ${result.link}`,
        `and enter the code ${result.code} (valid 15 minutes, once) to choose the password.`,
        sent === 0
          ? 'It could not be e-mailed now: the portal keeps trying once it runs.'
          : config.mail.smtpUrl
            ? `The same was e-mailed to ${result.userName}.`
            : `Without SMTP_URL the message was written to ${config.mail.dir} instead of being sent.`,
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (!isAppError(error)) throw error;
    console.error(`Refused: ${refusal(error.key, error.detail)}`);
    return 1;
  } finally {
    await database.close();
  }
}

function refusal(key: string, detail: string | undefined): string {
  switch (key) {
    case 'ERROR_BAD_EMAIL':
      return 'the e-mail address is not valid.';
    case 'ERROR_BAD_NAME':
      return `--${detail} may contain only letters, spaces, apostrophes and hyphens.`;
    case 'ERROR_REGISTER_USER_EXISTS':
      return 'that address is the user name of an account that is not a back-office admin; choose another address.';
    default:
      return detail ? `${key} (${detail})` : key;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('The admin command failed:', error);
    process.exit(1);
  },
);
