import { describe, expect, it } from 'vitest';
import { permanentRefusal } from './send-email-job';

/** Errors shaped as nodemailer's SMTP connection makes them. */
const smtpError = (responseCode: number, command: string, response = `${responseCode} 5.1.1 No such user here`) =>
  Object.assign(new Error(`Can't send mail: ${response}`), { code: 'EENVELOPE', responseCode, command, response });

describe('permanentRefusal', () => {
  it("is the server's answer for a 5xx to the recipient or the message", () => {
    expect(permanentRefusal(smtpError(550, 'RCPT TO'))).toBe('550 5.1.1 No such user here');
    expect(permanentRefusal(smtpError(554, 'DATA', '554 5.7.1 Message rejected'))).toBe('554 5.7.1 Message rejected');
  });

  it('is null for what a retry may fix: 4xx, connection errors, 5xx about our own login or sender', () => {
    expect(permanentRefusal(smtpError(451, 'DATA', '451 4.3.0 Try again later'))).toBeNull();
    expect(permanentRefusal(smtpError(452, 'RCPT TO', '452 4.2.2 Mailbox full'))).toBeNull();
    expect(permanentRefusal(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBeNull();
    expect(permanentRefusal(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }))).toBeNull();
    expect(permanentRefusal(smtpError(535, 'AUTH PLAIN', '535 5.7.8 Authentication failed'))).toBeNull();
    expect(permanentRefusal(smtpError(550, 'MAIL FROM', '550 5.7.1 Sender rejected'))).toBeNull();
    expect(permanentRefusal(smtpError(503, 'DATA', '503 5.5.1 Bad sequence'))).toBeNull();
    expect(permanentRefusal(undefined)).toBeNull();
    expect(permanentRefusal('550')).toBeNull();
  });
});
