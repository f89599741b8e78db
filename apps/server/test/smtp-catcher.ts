import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that records what it accepted. */
export function smtpCatcher() {
  const received: { to: string; subject: string; text: string; messageId: string }[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  return {
    received,
    get port() {
      return port;
    },
    async start(onPort = 0) {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        // Stopping cuts the senders' open connections at once, as a mail server that goes away does
        // (the outbox keeps a pool of them open).
        closeTimeout: 50,
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (mail) => {
              received.push({
                to: String(mail.to && 'text' in mail.to ? mail.to.text : ''),
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                messageId: mail.messageId ?? '',
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      // A sender that dies mid-conversation (a killed server process) resets its connection: the
      // mail it was sending never arrives, which is what the tests count, not an error of the catcher.
      server.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') throw error;
      });
      await new Promise<void>((resolve) => server!.listen(onPort, '127.0.0.1', resolve));
      port = (server.server.address() as { port: number }).port;
    },
    async stop() {
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}
