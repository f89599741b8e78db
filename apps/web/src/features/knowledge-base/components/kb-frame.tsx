import { Box } from '@mantine/core';
import { KB_PATH, KB_TOKEN_FIELD } from '@sportello/contracts/knowledge-base/knowledge-base.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/use-dialogs';
import { env } from '../../../config/env';
import { errorCatalogueOf } from '../../../lib/i18n';
import { fetchKbToken } from '../api/knowledge-base-calls';

export interface KbFrameProps {
  height: number | string;
}

/**
 * The knowledge base in an iframe (spec §2, §7): a single-use token is fetched and posted in a form
 * into the frame, which opens the knowledge base's own session. A failed token fetch is the
 * ERROR_HTTP_TOKEN alert; a refused token shows the knowledge base's own failure page in the frame.
 */
export function KbFrame({ height }: KbFrameProps) {
  const { t, i18n } = useTranslation('support');
  const dialogs = useDialogs();
  const name = `kb-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const token = useRef<HTMLInputElement>(null);
  const language = i18n.language;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language opens a new session in it.
  useEffect(() => {
    let cancelled = false;
    fetchKbToken()
      .then((value) => {
        if (cancelled || !form.current || !token.current) return;
        token.current.value = value;
        form.current.submit();
        token.current.value = '';
      })
      .catch(() => {
        if (cancelled) return;
        void dialogs.alert({ message: localizeMessage(errorCatalogueOf(i18n), 'ERROR_HTTP_TOKEN') });
      });
    return () => {
      cancelled = true;
    };
  }, [language]);

  return (
    <Box>
      <form ref={form} method="post" action={`${env.apiBaseUrl}${KB_PATH}`} target={name} hidden>
        <input ref={token} type="hidden" name={KB_TOKEN_FIELD} />
      </form>
      <Box
        component="iframe"
        name={name}
        title={t('support.kb.frameTitle')}
        src="about:blank"
        w="100%"
        h={height}
        style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
      />
    </Box>
  );
}
