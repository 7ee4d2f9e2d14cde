import { type ComponentType, useRef, useState } from 'react';
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '@/components/modal';
import {
  IconBrandFacebook,
  IconBrandLine,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconCopy,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SHARE_NETWORKS, type ShareNetwork, shareLink, type ShareTarget } from '@/lib/share-links';

const networkLooks: Record<
  ShareNetwork,
  { icon: ComponentType<{ size?: number }>; color: string }
> = {
  line: { icon: IconBrandLine, color: '#06C755' },
  facebook: { icon: IconBrandFacebook, color: '#1877F2' },
  twitter: { icon: IconBrandX, color: '#000000' },
  whatsapp: { icon: IconBrandWhatsapp, color: '#25D366' },
  linkedin: { icon: IconBrandLinkedin, color: '#0A66C2' },
};

const COPIED_FOR_MS = 2000;

/** Copies to the clipboard; where the browser refuses, the text stays selected for Ctrl+C. */
function CopyLinkField({ url }: { url: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    input.current?.select();
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Stack gap={4}>
      <TextInput
        ref={input}
        label={t('share.link')}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSection={
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={() => void copy()}
            aria-label={t('share.copy')}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        }
      />
      <Text size="sm" c="teal" role="status" mih={20}>
        {copied ? t('share.copied') : ''}
      </Text>
    </Stack>
  );
}

export interface SharePopupProps extends ShareTarget {
  opened: boolean;
  onClose: () => void;
  title: string;
}

/** SPEC §1/§2: the sharing popup — LINE, Facebook, X, WhatsApp, LinkedIn and copy link. */
export function SharePopup({ opened, onClose, title, url, text }: SharePopupProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <SimpleGrid cols={2} spacing="xs">
          {SHARE_NETWORKS.map((network) => {
            const { icon: Icon, color } = networkLooks[network];
            return (
              <Button
                key={network}
                component="a"
                href={shareLink(network, { url, text })}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                leftSection={
                  <Group c={color}>
                    <Icon size={20} />
                  </Group>
                }
                aria-label={t('share.on', { network: t(`share.networks.${network}`) })}
              >
                {t(`share.networks.${network}`)}
              </Button>
            );
          })}
        </SimpleGrid>
        <CopyLinkField url={url} />
      </Stack>
    </Modal>
  );
}
