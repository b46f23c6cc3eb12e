import { Box, Input, Tabs, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useId, useState } from 'react';
import { Markdown } from './Markdown';

interface MarkdownInputProps extends Omit<TextareaProps, 'value'> {
  value?: string;
  /** Shown in the preview when there is nothing to show. */
  emptyPreview?: string;
}

/**
 * A Markdown text with Write and Preview tabs, the way GitHub's comment box
 * works: the text area takes the label, errors and form props; the preview
 * renders it as the page will.
 */
export function MarkdownInput({ value = '', emptyPreview = 'Nothing to preview yet.', label, description, error, required, withAsterisk, ...textarea }: MarkdownInputProps) {
  const [tab, setTab] = useState<string | null>('write');
  const id = useId();
  const hint = (
    <>
      {description}
      {description ? ' ' : ''}
      Markdown works: **bold**, lists, [links](https://example.com).
    </>
  );
  return (
    <Input.Wrapper label={label} description={hint} error={error} required={required} withAsterisk={withAsterisk} id={id}>
      <Tabs value={tab} onChange={setTab} mt={4}>
        <Tabs.List>
          <Tabs.Tab value="write">Write</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <Textarea
            id={id}
            value={value}
            error={Boolean(error)}
            aria-describedby={`${error ? `${id}-error ` : ''}${id}-description`}
            autosize
            minRows={4}
            {...textarea}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          <Box mih={100} p="sm" bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            {value.trim() ? (
              <Markdown>{value}</Markdown>
            ) : (
              <Text c="dimmed" size="sm">
                {emptyPreview}
              </Text>
            )}
          </Box>
        </Tabs.Panel>
      </Tabs>
    </Input.Wrapper>
  );
}
