import '@mantine/dropzone/styles.css';
import { Button, Group, Image, Input, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { apiUrl } from '../lib/apiHost';
import { imagesApi } from '../lib/rest/imagesApi';
import { formFieldErrors, generalErrorMessage } from '../lib/rest/formErrors';
import { notify } from '../lib/notify';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

interface ImageUploadFieldProps {
  /** What the image is, lower case: "cover" or "logo". */
  kind: 'cover' | 'logo';
  /** Its /api/v1 path, e.g. from hackathonImagePath. */
  path: string;
  current: { url: string; alt: string } | null | undefined;
  /** Called after a save or removal, to read the image again. */
  onChange: () => unknown;
}

/** Upload, preview, describe and remove a cover or logo; the server checks and resizes it. */
export function ImageUploadField({ kind, path, current, onChange }: ImageUploadFieldProps) {
  const title = kind === 'cover' ? 'Cover' : 'Logo';
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(current?.alt ?? '');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [busy, setBusy] = useState(false);
  // A chosen file the browser cannot draw (the server will say why) shows no broken preview.
  const [broken, setBroken] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const reject = ([rejection]: FileRejection[]) => {
    const tooLarge = rejection?.errors.some((e) => e.code === 'file-too-large');
    setErrors({
      file: tooLarge ? `The ${kind} is larger than 5 MB.` : `The ${kind} must be a PNG, JPEG or WebP image.`,
    });
  };

  const save = async () => {
    setBusy(true);
    try {
      await imagesApi.put(path, file, alt);
      setFile(null);
      setErrors({});
      notify(`${title} saved`, 'success');
      await onChange();
    } catch (failure) {
      const fields = formFieldErrors(failure, { file: 'file', alt: 'alt' });
      setErrors(fields ?? { file: generalErrorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await imagesApi.remove(path);
      setAlt('');
      setErrors({});
      notify(`${title} removed`, 'success');
      await onChange();
    } catch (failure) {
      setErrors({ file: generalErrorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? (current ? apiUrl(current.url) : null);
  return (
    <Stack gap="xs" aria-label={title} role="group">
      <Input.Label>{title}</Input.Label>
      {shown && shown !== broken && (
        <Image
          src={shown}
          onError={() => setBroken(shown)}
          alt={alt || `The chosen ${kind}`}
          radius="sm"
          h={kind === 'cover' ? 160 : 96}
          w={kind === 'cover' ? '100%' : 96}
          maw={kind === 'cover' ? 400 : undefined}
          fit={kind === 'cover' ? 'cover' : 'contain'}
        />
      )}
      <Dropzone
        onDrop={([chosen]) => {
          setFile(chosen ?? null);
          setErrors({});
        }}
        onReject={reject}
        maxSize={MAX_BYTES}
        accept={TYPES}
        multiple={false}
        loading={busy}
        aria-label={`Choose a ${kind} image`}
      >
        <Group gap="sm" mih={64} justify="center" style={{ pointerEvents: 'none' }}>
          <IconPhotoUp size={28} stroke={1.5} aria-hidden />
          <div>
            <Text size="sm">{file ? file.name : `Drop a ${kind} here or click to choose one`}</Text>
            <Text size="xs" c="dimmed">
              PNG, JPEG or WebP, up to 5 MB.{' '}
              {kind === 'cover' ? 'Shown as a 5 : 2 banner.' : 'Shown whole, in a square.'}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {errors.file && <Input.Error role="alert">{errors.file}</Input.Error>}
      <TextInput
        label={`Describe the ${kind} for people who cannot see it`}
        value={alt}
        maxLength={200}
        onChange={(event) => setAlt(event.currentTarget.value)}
        error={errors.alt}
      />
      <Group gap="sm">
        <Button onClick={() => void save()} loading={busy} disabled={!file && (!current || alt === current.alt)}>
          Save {kind}
        </Button>
        {current && (
          <Button variant="subtle" color="red" onClick={() => void remove()} disabled={busy}>
            Remove {kind}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
