import { Button, FileInput, Group, Slider, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  hasProfileImageExtension,
  PROFILE_IMAGE_MAX_BYTES,
  profileImageAccept,
} from '@tandem/shared/users/profile-image';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySaved, notifySaveError } from '@/lib/form-support';
import type { MyProfile } from '../api/get-my-profile';
import { useDeleteProfileImage, useUploadProfileImage } from '../api/profile-image';
import {
  centredControls,
  CROP_MAX_ZOOM,
  CROP_PREVIEW_DEBOUNCE_MS,
  CROP_PREVIEW_SIZE,
  cropOf,
  displayScale,
  outputSize,
  type Crop,
  type CropControls,
} from '../crop';
import { UserAvatar } from './user-avatar';

/** Draws the square `crop` of `image` into `canvas`, `side` pixels square. */
function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: Crop, side: number) {
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#fff'; // JPEG has no transparency: PNG holes become white.
  context.fillRect(0, 0, side, side);
  context.drawImage(image, crop.x, crop.y, crop.size, crop.size, 0, 0, side, side);
}

const toBase64 = async (blob: Blob) => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** The crop step: the image (at most 700 px), a square outline, zoom and position, a 60 px circle preview. */
function CropStep({ image, onDone }: { image: HTMLImageElement; onDone: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadProfileImage();
  const [controls, setControls] = useState<CropControls>(centredControls);
  const [previewControls] = useDebouncedValue(controls, CROP_PREVIEW_DEBOUNCE_MS);
  const preview = useRef<HTMLCanvasElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { naturalWidth: width, naturalHeight: height } = image;
  const scale = displayScale(width, height);
  const crop = cropOf(width, height, controls);

  useEffect(() => {
    if (preview.current)
      drawCrop(preview.current, image, cropOf(width, height, previewControls), CROP_PREVIEW_SIZE * 2);
  }, [image, width, height, previewControls]);

  const save = () => {
    const canvas = document.createElement('canvas');
    const finalCrop = cropOf(width, height, controls);
    drawCrop(canvas, image, finalCrop, outputSize(finalCrop));
    canvas.toBlob(
      (blob) => {
        if (!blob) return setError(t('profile.image.encodeFailed'));
        if (blob.size > PROFILE_IMAGE_MAX_BYTES) return setError(t('profile.image.tooLarge'));
        void toBase64(blob).then((imageBase64) =>
          upload.mutate(
            { imageBase64 },
            {
              onSuccess: () => {
                notifySaved(t);
                onDone();
              },
              onError: (failure) => notifySaveError(failure, t),
            },
          ),
        );
      },
      'image/jpeg',
      0.9,
    );
  };

  const slider = (key: keyof CropControls, label: string, min: number, max: number, step: number) => (
    <Stack gap={2}>
      <Text size="sm" id={`crop-${key}`}>
        {label}
      </Text>
      <Slider
        min={min}
        max={max}
        step={step}
        value={controls[key]}
        label={null}
        thumbProps={{ 'aria-labelledby': `crop-${key}` }}
        onChange={(value) => setControls((current) => ({ ...current, [key]: value }))}
      />
    </Stack>
  );

  return (
    <Stack gap="sm">
      {/* overflow hidden: the crop square's shade (a wide shadow) darkens the picture, not the page. */}
      <div
        data-testid="crop-frame"
        style={{
          position: 'relative',
          width: width * scale,
          height: height * scale,
          maxWidth: '100%',
          overflow: 'hidden',
        }}
      >
        <img
          src={image.src}
          alt={t('profile.image.chosen')}
          width={width * scale}
          height={height * scale}
          style={{ display: 'block', maxWidth: 700, maxHeight: 700 }}
        />
        <div
          aria-hidden
          data-testid="crop-square"
          style={{
            position: 'absolute',
            left: crop.x * scale,
            top: crop.y * scale,
            width: crop.size * scale,
            height: crop.size * scale,
            outline: '2px solid #fff',
            boxShadow: '0 0 0 9999px rgba(0,0,0,0.45)',
            pointerEvents: 'none',
          }}
        />
      </div>
      <Group align="flex-end" gap="lg">
        <canvas
          ref={preview}
          role="img"
          aria-label={t('profile.image.preview')}
          data-testid="crop-preview"
          style={{ width: CROP_PREVIEW_SIZE, height: CROP_PREVIEW_SIZE, borderRadius: '50%' }}
        />
        <Stack gap="xs" style={{ flex: 1, maxWidth: 360 }}>
          {slider('zoom', t('profile.image.zoom'), 1, CROP_MAX_ZOOM, 0.05)}
          {slider('x', t('profile.image.horizontal'), 0, 1, 0.01)}
          {slider('y', t('profile.image.vertical'), 0, 1, 0.01)}
        </Stack>
      </Group>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button onClick={save} loading={upload.isPending}>
          {t('profile.image.save')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('forms.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `users/settings` › picture: choose a .jpg/.png/.jpeg, crop it square, upload a JPEG; or remove it. */
export function ProfileImageEditor({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const remove = useDeleteProfileImage();
  const [file, setFile] = useState<File | null>(null);
  const [loaded, setLoaded] = useState<{ file: File; image: HTMLImageElement } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const element = new Image();
    element.onload = () => setLoaded({ file, image: element });
    element.onerror = () => setError(t('profile.image.unreadable'));
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file, t]);

  // Only the image of the file chosen now: a cleared or replaced file shows no crop step.
  const image = file && loaded?.file === file ? loaded.image : null;

  const choose = (chosen: File | null) => {
    setError(null);
    if (chosen && !hasProfileImageExtension(chosen.name)) {
      setFile(null);
      return setError(t('profile.image.wrongType'));
    }
    setFile(chosen);
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('profile.image.title')}
      </Title>
      <Group>
        <UserAvatar user={profile} size={64} data-testid="profile-settings-avatar" />
        {profile.profileImageUrl && (
          <Button
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => notifySaved(t),
                onError: (failure) => notifySaveError(failure, t),
              })
            }
          >
            {t('profile.image.remove')}
          </Button>
        )}
      </Group>
      <FileInput
        label={t('profile.image.choose')}
        description={t('profile.image.help')}
        accept={profileImageAccept}
        value={file}
        onChange={choose}
        clearable
        clearButtonProps={{ 'aria-label': t('profile.image.clear') }}
        maw={480}
        error={error}
      />
      {image && <CropStep image={image} onDone={() => setFile(null)} />}
    </Stack>
  );
}
