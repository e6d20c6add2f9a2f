import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export interface FiledMail {
  subject: string;
  text: string;
}

/**
 * Every mail the app filed to `address` so far, newest first (no SMTP server in the browser tier:
 * the app writes each mail to DATA_DIR/mail/*.eml).
 */
export async function filedMailsTo(dataDir: string, address: string): Promise<FiledMail[]> {
  const dir = join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    // no mail filed yet
  }
  const mails: FiledMail[] = [];
  for (const file of files.sort((a, b) => parseInt(b, 10) - parseInt(a, 10))) {
    const mail = await simpleParser(readFileSync(join(dir, file)));
    const to = [mail.to ?? []].flat().flatMap((entry) => entry.value.map((v) => v.address));
    if (to.includes(address)) mails.push({ subject: mail.subject ?? '', text: mail.text ?? '' });
  }
  return mails;
}

/**
 * The text of the newest mail filed to `address`, optionally only one whose subject matches;
 * waits for it up to 20 s.
 */
export async function filedMailTo(
  dataDir: string,
  address: string,
  subject?: RegExp,
): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = (await filedMailsTo(dataDir, address)).find(
      (candidate) => !subject || subject.test(candidate.subject),
    );
    if (mail) return mail.text;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Keine E-Mail an ${address}${subject ? ` mit ${subject}` : ''}`);
}
