/**
 * One upload of a form (the animation library's picture and resource, uploaded as pag, mp4 or zip; the CRM's
 * screenshots; images jpg/png/jpeg up to 10 MB, one at a time): a drop zone with a 'Choose file' button, the contract's check before
 * anything is sent (upload-rules.ts), a progress bar with the percentage and a cancel button while it uploads, then a
 * preview of the picture (or the resource's type and a link to open it) with 'Replace' and 'Remove'. A refusal (the
 * client's check or the server's 400) shows beside the field, translated. The form receives the uploaded file's URL;
 * it learns when an upload starts and ends so it does not save half-way.
 */
import { Box, Button, Field, HStack, Link, Progress, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { LuCircleCheck, LuFileArchive, LuFileVideo, LuUpload, LuX } from 'react-icons/lu';
import { UPLOAD_RULES, type UploadKind, type UploadedFile } from '../../../streams/contracts/animations';
import { useMutation } from '@tanstack/react-query';
import { httpErrorOf } from '../http/http-error';
import { useCrudT } from '../crud/i18n/crud-locale';
import { Thumbnail } from './thumbnail';
import type { UploadRequest } from './upload-file';
import { acceptOf, fileExtension, formatBytes, uploadRefusal } from './upload-rules';

/** Props of {@link UploadField}. */
export interface UploadFieldProps {
  kind: UploadKind;
  /** Sends the file (`uploadFile` with the form's endpoint); its 400 is shown beside the field. */
  send: (request: UploadRequest) => Promise<UploadedFile>;
  label: string;
  /** The uploaded file's URL, '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** True while a file is being sent. */
  onBusyChange: (busy: boolean) => void;
  /** The form's message for this field (a server 400 naming it). */
  error?: FieldError | undefined;
}

/** The file being sent. */
interface Sending {
  name: string;
  fraction: number;
  /** A local preview of a picture (object URL), revoked when the upload ends. */
  preview: string | null;
}

/** The upload field. */
export function UploadField({ kind, send: sendFile, label, value, onChange, onBusyChange, error }: UploadFieldProps) {
  const { ft, rule, failure, language } = useCrudT();
  // Nothing to invalidate: the file is only referenced once the form is saved.
  const upload = useMutation({ mutationFn: sendFile });
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const [dragging, setDragging] = useState(false);

  // Closing the form mid-upload stops the upload (its URL would go nowhere).
  useEffect(() => () => abortRef.current?.abort(), []);

  const sizeText = formatBytes(UPLOAD_RULES[kind].maxBytes, language);
  const hint = ft(kind === 'picture' ? 'upload.pictureHint' : 'upload.resourceHint', { size: sizeText });
  const message = localError ?? (error?.message ? rule(error.message) : null);

  const send = async (files: ArrayLike<File>) => {
    const refusal = uploadRefusal(kind, files);
    const file = files[0];
    if (refusal || !file) {
      setLocalError(rule(refusal ?? ''));
      return;
    }
    setLocalError(null);
    const controller = new AbortController();
    abortRef.current = controller;
    const preview = kind === 'picture' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setSending({ name: file.name, fraction: 0, preview });
    onBusyChange(true);
    try {
      const result = await upload.mutateAsync({
        file,
        signal: controller.signal,
        onProgress: (fraction) => setSending((current) => (current ? { ...current, fraction } : current)),
      });
      setUploaded(result);
      onChange(result.url);
    } catch (e) {
      // Cancelled by the staff member (or the form closed): nothing to report.
      if (!controller.signal.aborted) {
        // A refusal (400) is the reason itself; anything else is said as a failed upload.
        const http = httpErrorOf(e);
        setLocalError(http?.kind === 'http' && http.status === 400 ? failure(e) : ft('upload.failed', { reason: failure(e) }));
      }
    } finally {
      if (preview) URL.revokeObjectURL(preview);
      if (abortRef.current === controller) abortRef.current = null;
      setSending(null);
      onBusyChange(false);
    }
  };

  const onPick = (files: FileList | null) => {
    if (files) void send(Array.from(files));
    // Let the same file be chosen again after a refusal or a removal.
    if (inputRef.current) inputRef.current.value = '';
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (!sending) void send(Array.from(e.dataTransfer.files));
  };

  const percent = Math.round((sending?.fraction ?? 0) * 100);
  const extension = value ? fileExtension(uploaded?.url === value ? uploaded.originalName : value).toUpperCase() : '';
  const fileName = uploaded?.url === value ? uploaded.originalName : value.slice(value.lastIndexOf('/') + 1);

  return (
    <Field.Root invalid={message !== null}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <Box
        w="full"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : message ? 'border.error' : 'border'}
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        borderRadius="md"
        p="3"
        transition="background 0.15s, border-color 0.15s"
        onDragOver={(e) => {
          e.preventDefault();
          if (!sending) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`upload-${kind}`}
      >
        <HStack gap="3" align="center">
          {kind === 'picture' ? (
            <Thumbnail url={sending?.preview ?? (value || null)} alt={ft('upload.preview')} size="16" />
          ) : (
            <Box boxSize="16" borderRadius="md" bg="bg.muted" color="fg.muted" display="flex" alignItems="center" justifyContent="center" flexShrink={0} fontSize="2xl">
              {fileExtension(sending?.name ?? value) === 'zip' ? <LuFileArchive aria-hidden="true" /> : <LuFileVideo aria-hidden="true" />}
            </Box>
          )}
          <Stack gap="1.5" flex="1" minW="0">
            {sending ? (
              <>
                <Text fontSize="sm" truncate title={sending.name} aria-live="polite">
                  {ft('upload.progress', { name: sending.name, percent })}
                </Text>
                <HStack gap="2">
                  <Progress.Root value={percent} max={100} size="sm" colorPalette="brand" flex="1">
                    <Progress.Track aria-label={ft('upload.progressLabel', { field: label })} aria-valuetext={new Intl.NumberFormat(language, { style: 'percent' }).format(percent / 100)}>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                  <Button size="2xs" variant="ghost" onClick={() => abortRef.current?.abort()}>
                    <LuX aria-hidden="true" /> {ft('upload.cancel')}
                  </Button>
                </HStack>
              </>
            ) : (
              <>
                {value ? (
                  <HStack gap="2" minW="0">
                    {extension ? (
                      <Text as="span" fontSize="xs" fontWeight="semibold" color="fg.muted" flexShrink={0}>
                        {extension}
                      </Text>
                    ) : null}
                    <Link href={value} target="_blank" rel="noopener noreferrer" fontSize="sm" color="brand.fg" truncate title={fileName} minW="0">
                      {fileName}
                    </Link>
                    {uploaded?.url === value ? (
                      <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
                        {formatBytes(uploaded.size, language)}
                      </Text>
                    ) : null}
                  </HStack>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    {ft('upload.drop')}
                  </Text>
                )}
                {uploaded !== null && uploaded.url === value ? (
                  // The console's 'upload success', beside the file rather than as a notification over the form.
                  <HStack as="span" gap="1" fontSize="xs" color="fg.success" role="status">
                    <LuCircleCheck aria-hidden="true" /> {ft('upload.success')}
                  </HStack>
                ) : null}
                <Text fontSize="xs" color="fg.muted">
                  {hint}
                </Text>
              </>
            )}
          </Stack>
          {!sending ? (
            <Stack gap="1.5" align="stretch" flexShrink={0}>
              <Button size="xs" variant="outline" onClick={() => inputRef.current?.click()} aria-label={ft('upload.chooseFor', { field: label })}>
                <LuUpload aria-hidden="true" /> {value ? ft('upload.replace') : ft('upload.choose')}
              </Button>
              {value ? (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={ft('upload.removeOf', { field: label })}
                  onClick={() => {
                    setLocalError(null);
                    onChange('');
                  }}
                >
                  {ft('upload.remove')}
                </Button>
              ) : null}
            </Stack>
          ) : null}
        </HStack>
        <chakra.input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={acceptOf(kind)}
          display="none"
          name={kind}
          onChange={(e) => onPick(e.currentTarget.files)}
        />
      </Box>
      {message !== null ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
}
