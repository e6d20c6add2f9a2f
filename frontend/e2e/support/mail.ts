import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * The text of the newest mail the app filed to `address` (no SMTP server in the browser tier:
 * the app writes each mail to DATA_DIR/mail/*.eml), optionally only one whose subject matches;
 * waits for it up to 20 s.
 */
export async function filedMailTo(
  dataDir: string,
  address: string,
  subject?: RegExp,
): Promise<string> {
  const deadline = Date.now() + 20_000;
  const dir = join(dataDir, 'mail');
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    } catch {
      // no mail filed yet
    }
    for (const file of files.sort((a, b) => parseInt(b, 10) - parseInt(a, 10))) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      const to = [mail.to ?? []].flat().flatMap((entry) => entry.value.map((v) => v.address));
      if (to.includes(address) && (!subject || subject.test(mail.subject ?? ''))) {
        return mail.text ?? '';
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Keine E-Mail an ${address}${subject ? ` mit ${subject}` : ''}`);
}
