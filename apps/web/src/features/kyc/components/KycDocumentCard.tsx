import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { KycDocument, KycDocumentName } from '@oc/contract';
import dayjs from 'dayjs';
import { maskedValue } from '../lib/outcome';

export const DOCUMENT_LABELS: Record<KycDocumentName, string> = {
  PAN: 'PAN',
  AADHAR: 'Aadhar',
  GSTIN: 'GSTIN',
  MSME: 'MSME',
};

const PLACEHOLDERS: Record<KycDocumentName, string> = {
  PAN: 'Enter PAN, e.g. ABCPE1234F',
  AADHAR: 'Enter 12-digit Aadhar number',
  GSTIN: 'Enter 15-character GSTIN',
  MSME: 'Enter Udyam number, e.g. UDYAM-MH-19-0012345',
};

/**
 * One KYC document (part 1 §4): PENDING with an input and a Verify (Aadhar: Send OTP) button, or
 * Verified with its date and the input locked and masked. `disabledNote` disables it with a note.
 */
export function KycDocumentCard({
  doc,
  entry,
  value,
  error,
  busy,
  disabledNote,
  onChange,
  onSubmit,
}: {
  doc: KycDocumentName;
  entry: KycDocument | undefined;
  value: string;
  error: string | null;
  busy: boolean;
  disabledNote?: string | undefined;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const verified = entry?.status === 'VERIFIED';
  const label = DOCUMENT_LABELS[doc];
  const disabled = Boolean(disabledNote);
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`kyc-card-${doc}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{label}</Text>
          {verified ? (
            <Badge color="green" variant="light" tt="none" data-testid={`kyc-status-${doc}`}>
              Verified
            </Badge>
          ) : (
            <Badge color={disabled ? 'gray' : 'yellow'} variant="light" data-testid={`kyc-status-${doc}`}>
              PENDING
            </Badge>
          )}
        </Group>
        {verified ? (
          <>
            <TextInput
              aria-label={label}
              value={maskedValue(doc, entry.value)}
              readOnly
              disabled
              styles={{ input: { opacity: 1, color: 'var(--mantine-color-text)', letterSpacing: 1 } }}
              rightSection={<IconLock size={16} aria-label="Locked" />}
            />
            <Text size="sm" c="dimmed">
              Verified on {entry.completedOn ? dayjs(entry.completedOn).format('DD/MM/YYYY') : '-'}
            </Text>
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!disabled) onSubmit();
            }}
          >
            <Stack gap="xs">
              <TextInput
                aria-label={label}
                placeholder={PLACEHOLDERS[doc]}
                value={value}
                disabled={disabled}
                error={error}
                maxLength={doc === 'AADHAR' ? undefined : doc === 'GSTIN' ? 15 : doc === 'PAN' ? 10 : 19}
                inputMode={doc === 'AADHAR' ? 'numeric' : 'text'}
                autoComplete="off"
                onChange={(e) => {
                  const raw = e.currentTarget.value;
                  onChange(doc === 'AADHAR' ? raw.replace(/\D/g, '').slice(0, 12) : raw.toUpperCase());
                }}
              />
              {disabledNote ? (
                <Text size="sm" c="dimmed" data-testid={`kyc-note-${doc}`}>
                  {disabledNote}
                </Text>
              ) : null}
              <Group justify="flex-end">
                <Button type="submit" disabled={disabled} loading={busy}>
                  {doc === 'AADHAR' ? 'Send OTP' : 'Verify'}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
