import { Card, Stack, Text, Title } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';

/** The participant's personal check-in code on the hackathon page: a QR code to show at the entrance, and its text. */
export function MyCheckInCode({ code }: { code: string }) {
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="xs">
        Your check-in code
      </Title>
      <Stack gap="xs" align="center">
        <QRCodeSVG value={code} size={200} marginSize={2} title="Your check-in QR code" role="img" aria-label="Your check-in QR code" />
        <Text ff="monospace" size="sm" data-testid="check-in-code">
          {code}
        </Text>
        <Text size="xs" c="dimmed" ta="center">
          Show it at the entrance to be checked in; the organizers can also type the code.
        </Text>
      </Stack>
    </Card>
  );
}
