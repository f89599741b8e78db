import { CATALOGUES } from './catalogues'; // allowed
import { expect } from 'vitest'; // allowed
import { z } from 'zod'; // restricted: i18n imports nothing
import { checkEmail } from '@sportello/contracts/rules/patterns'; // restricted: i18n imports nothing

export const text = [CATALOGUES, expect, z, checkEmail];
