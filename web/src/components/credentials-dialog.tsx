/**
 * The accounts made by a creation, clone or reset, with their passwords: shown once (the
 * server keeps only hashes), with a CSV download of them (cells neutralised by domain/csv).
 */
import { DownloadIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { Badge, Button, Callout, Code, Dialog, Flex, ScrollArea, Table } from '@radix-ui/themes';
import { useState } from 'react';
import { downloadCsv } from '@/lib/csv';
import type { Credential } from '@/lib/people-api';

export interface CredentialsShown {
  title: string;
  /** The CSV's file name, without extension. */
  fileName: string;
  credentials: Credential[];
}

export function credentialsFileName(label: string): string {
  const slug = label.trim().replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return `credentials-${slug || 'accounts'}`;
}

export function CredentialsDialog({ shown, onClose }: { shown: CredentialsShown | null; onClose: () => void }) {
  const [downloaded, setDownloaded] = useState(false);
  const close = () => {
    setDownloaded(false);
    onClose();
  };
  const download = () => {
    if (!shown) return;
    downloadCsv(`${shown.fileName}.csv`, {
      header: ['username', 'password', 'role'],
      rows: shown.credentials.map((c) => [c.username, c.password, c.role]),
    });
    setDownloaded(true);
  };
  const count = shown?.credentials.length ?? 0;
  return (
    <Dialog.Root open={shown !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{shown?.title ?? 'New credentials'}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {count === 0 ? 'No new accounts were created: existing users keep their passwords.' : `${count} new account${count === 1 ? '' : 's'}.`}
        </Dialog.Description>
        {count > 0 ? (
          <>
            <Callout.Root color="amber" size="1" mb="3">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>These passwords are shown only now. Download them or copy them before closing.</Callout.Text>
            </Callout.Root>
            <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 340 }}>
              <Table.Root size="1" variant="surface" aria-label="New credentials">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>Username</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Password</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>Role</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {shown?.credentials.map((c) => (
                    <Table.Row key={c.username}>
                      <Table.RowHeaderCell>{c.username}</Table.RowHeaderCell>
                      <Table.Cell>
                        <Code variant="ghost">{c.password}</Code>
                      </Table.Cell>
                      <Table.Cell>
                        <Badge color={c.role === 'trainer' ? 'blue' : 'gray'} variant="soft">
                          {c.role}
                        </Badge>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </ScrollArea>
          </>
        ) : null}
        <Flex justify="end" gap="3" mt="4">
          {count > 0 ? (
            <Button variant={downloaded ? 'soft' : 'solid'} onClick={download}>
              <DownloadIcon aria-hidden /> Download CSV
            </Button>
          ) : null}
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
