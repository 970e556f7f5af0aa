/**
 * Failure alerts of timed tasks to the task's alert e-mail address (eladmin `ExecutionJob` mails the
 * `email` of a failed job). SMTP through nodemailer from the MAIL_* settings; without MAIL_HOST nothing is sent and a
 * warning says so. The transport can be swapped (tests use nodemailer's `jsonTransport`).
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config';

/** The part of a nodemailer transporter the alerts use. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
  close?(): void;
}

export interface AlertMailer {
  /** Sends an alert; never throws (a mail failure is logged, the task's log row already says what failed). */
  send(to: string, subject: string, text: string): Promise<'sent' | 'skipped' | 'failed'>;
  /** Replaces the transport (null → the configured SMTP one, or none without MAIL_HOST). */
  useTransport(transport: MailTransport | null): void;
  close(): void;
}

export function createAlertMailer(config: MailConfig, log: FastifyBaseLogger): AlertMailer {
  const smtp = (): MailTransport | null =>
    config.host
      ? nodemailer.createTransport({
          host: config.host,
          port: config.port,
          secure: config.secure,
          ...(config.user ? { auth: { user: config.user, pass: config.pass ?? '' } } : {}),
        })
      : null;
  let transport = smtp();
  return {
    async send(to, subject, text) {
      if (!transport) {
        log.warn({ to, subject }, 'timed task alert e-mail skipped: MAIL_HOST is not set');
        return 'skipped';
      }
      try {
        await transport.sendMail({ from: config.from, to, subject, text });
        return 'sent';
      } catch (error) {
        log.error({ err: error, to, subject }, 'sending a timed task alert e-mail failed');
        return 'failed';
      }
    },
    useTransport(next) {
      transport?.close?.();
      transport = next ?? smtp();
    },
    close() {
      transport?.close?.();
      transport = null;
    },
  };
}
