import { z } from 'zod'; // allowed
import { errorKey } from '../common/errors'; // allowed
import { alphaValues } from './alpha.values'; // allowed
import { describe } from 'vitest'; // allowed
import fc from 'fast-check'; // allowed
import { languageCode } from '@sportello/i18n/languages'; // restricted: contracts imports only zod
import dayjs from 'dayjs'; // restricted: contracts imports only zod
import { Button } from '@mantine/core'; // restricted: contracts imports only zod
import { mini } from 'zod/mini'; // allowed

export const contract = [z, errorKey, alphaValues, describe, fc, languageCode, dayjs, Button, mini];
