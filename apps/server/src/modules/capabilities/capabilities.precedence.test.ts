import { CUSTOMER_AREAS } from '@sportello/contracts/capabilities/capabilities.values';
import { describe, expect, it } from 'vitest';
import { type CustomerFacts, grantedAreas, type RuleFacts } from './capabilities.precedence';

const who: CustomerFacts = { companyId: 7, planId: 3, products: ['payroll', 'invoicing'], role: 'user' };

const rule = (over: Partial<RuleFacts> & Pick<RuleFacts, 'kind' | 'granted'>): RuleFacts => ({
  area: 'ivr',
  companyId: null,
  planId: null,
  product: null,
  role: null,
  ...over,
});

const ivr = (rules: RuleFacts[], facts = who) => grantedAreas(rules, facts).has('ivr');

describe('capability precedence', () => {
  it('grants every area when no rule applies', () => {
    expect([...grantedAreas([], who)]).toEqual([...CUSTOMER_AREAS]);
    // Rules aimed at someone else change nothing.
    const others = [
      rule({ kind: 'company', companyId: 8, granted: false }),
      rule({ kind: 'plan', planId: 4, granted: false }),
      rule({ kind: 'product', product: 'accounting', granted: false }),
      rule({ kind: 'role', role: 'company_admin', granted: false }),
    ];
    expect(ivr(others)).toBe(true);
  });

  it('a role rule applies when nothing more specific does', () => {
    expect(ivr([rule({ kind: 'role', role: 'user', granted: false })])).toBe(false);
    expect(
      ivr([rule({ kind: 'role', role: 'user', granted: false })], { ...who, role: 'company_admin' }),
    ).toBe(true);
  });

  it('product over role, plan over product, company over plan', () => {
    const roleDenies = rule({ kind: 'role', role: 'user', granted: false });
    const productGrants = rule({ kind: 'product', product: 'payroll', granted: true });
    const planDenies = rule({ kind: 'plan', planId: 3, granted: false });
    const companyGrants = rule({ kind: 'company', companyId: 7, granted: true });
    expect(ivr([roleDenies, productGrants])).toBe(true);
    expect(ivr([roleDenies, productGrants, planDenies])).toBe(false);
    expect(ivr([roleDenies, productGrants, planDenies, companyGrants])).toBe(true);
    // The other way round: a company's denial beats every grant below it.
    expect(
      ivr([
        rule({ kind: 'role', role: 'user', granted: true }),
        rule({ kind: 'plan', planId: 3, granted: true }),
        rule({ kind: 'company', companyId: 7, granted: false }),
      ]),
    ).toBe(false);
  });

  it('at one level a denial beats a grant (two products of the company)', () => {
    const rules = [
      rule({ kind: 'product', product: 'payroll', granted: true }),
      rule({ kind: 'product', product: 'invoicing', granted: false }),
    ];
    expect(ivr(rules)).toBe(false);
    expect(ivr(rules, { ...who, products: ['payroll'] })).toBe(true);
  });

  it('a plan rule needs a plan: a person nothing covers is not matched', () => {
    expect(ivr([rule({ kind: 'plan', planId: 3, granted: false })], { ...who, planId: null })).toBe(true);
  });

  it('decides each area on its own', () => {
    const granted = grantedAreas([rule({ area: 'chat', kind: 'role', role: 'user', granted: false })], who);
    expect(granted.has('chat')).toBe(false);
    expect(granted.has('support')).toBe(true);
  });
});
