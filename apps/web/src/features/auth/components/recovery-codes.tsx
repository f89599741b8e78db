import { Alert, Box, Button, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface RecoveryCodesProps {
  /** The ten codes, shown this once (the server keeps their hashes only). */
  codes: readonly string[];
  /** The user has saved them: the page goes on. */
  onContinue: () => void;
  /** The level of their heading: below the page's title (2), or below a panel's (3). */
  headingOrder?: 2 | 3;
}

/**
 * The recovery codes just made (decision 078), shown once: to download as a text file or copy, and
 * a button that says they are saved before the page moves on.
 */
export function RecoveryCodes({ codes, onContinue, headingOrder = 2 }: RecoveryCodesProps) {
  const { t } = useTranslation('security');
  const { t: messages } = useTranslation('errors');
  const text = [t('security.recovery.fileIntro'), '', ...codes, ''].join('\r\n');

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('security.recovery.fileName');
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="recovery-codes-title">
      <Title order={headingOrder} size="h4" id="recovery-codes-title">
        {t('security.recovery.title')}
      </Title>
      <Alert color="yellow" variant="light">
        {t('security.recovery.text')}
      </Alert>
      <SimpleGrid
        component="ul"
        cols={2}
        spacing="xs"
        verticalSpacing={4}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('security.recovery.title')}
      >
        {codes.map((code) => (
          <Box component="li" key={code}>
            <Text ff="monospace" fw={600} size="md">
              {code}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Group gap="sm" wrap="wrap">
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t('security.recovery.download')}
        </Button>
        <CopyButton value={codes.join('\n')} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? messages('MSG_COPY_TO_CLIPBOARD') : t('security.recovery.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Button onClick={onContinue} style={{ alignSelf: 'flex-start' }}>
        {t('security.recovery.continue')}
      </Button>
    </Stack>
  );
}
