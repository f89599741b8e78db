import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail } from './strings';

describe('maskEmail', () => {
  it('hides the 2 characters before and after the @', () => {
    expect(maskEmail('mario.rossi@example.com')).toBe('mario.ros**@**ample.com');
    expect(maskEmail('operatore@sportello.demo')).toBe('operato**@**ortello.demo');
  });

  it('masks whatever there is of shorter parts', () => {
    expect(maskEmail('ab@cd.it')).toBe('**@**.it');
    expect(maskEmail('a@b.it')).toBe('*@**it');
    expect(maskEmail('ab@x')).toBe('**@*');
    expect(maskEmail('@')).toBe('@');
  });

  it('uses the last @ and leaves values without one unchanged', () => {
    expect(maskEmail('"a@b"@example.com')).toBe('"a@**@**ample.com');
    expect(maskEmail('not-an-email')).toBe('not-an-email');
  });

  it('keeps the length and all but at most 4 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (local, domain) => {
        fc.pre(!domain.includes('@'));
        const email = `${local}@${domain}`;
        const masked = maskEmail(email);
        expect(masked).toHaveLength(email.length);
        const changed = [...masked].filter((char, i) => char !== email[i]).length;
        expect(changed).toBeLessThanOrEqual(4);
        expect(masked.slice(0, Math.max(0, local.length - 2))).toBe(local.slice(0, -2));
        expect(masked.slice(local.length + 3)).toBe(domain.slice(2));
      }),
    );
  });
});
