import { isIPv6 } from 'node:net';

/**
 * The client a rate limit counts: an IPv4 address as it is (also when written IPv4-mapped), an
 * IPv6 address by its /64 network, since one household or server usually owns a whole /64 and
 * could otherwise try a new address for every guess.
 */
export function rateLimitClient(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  const plain = address.split('%')[0];
  if (!isIPv6(plain)) return address;
  const [head, tail] = plain.split('::');
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const front = groupsOf(head);
  const back = groupsOf(tail);
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
