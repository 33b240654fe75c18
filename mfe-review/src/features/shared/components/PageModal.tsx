import { ExportOutlined } from '@ant-design/icons';
import { useToast } from '@groundwork/design-system/base';
import type { DocumentPage } from '@groundwork/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { splitAroundQuote } from '../model/highlight';
import type { QuoteTarget } from '../model/quote-target';

/** A session's documents as the modal reads them (the assistant's routes, its session bound). */
export interface SessionDocuments {
  /** One page's text, and its query key. */
  readPage: (documentId: string, page: number) => Promise<DocumentPage>;
  pageKey: (documentId: string, page: number) => readonly unknown[];
  /** The original file's route. */
  fileUrl: (documentId: string) => string;
  /** An address of the original file a new tab can open. */
  fileLocation: (documentId: string) => Promise<string>;
}

export interface PageModalProps {
  documents: SessionDocuments;
  /** The quote shown; its page and document are known. */
  target: QuoteTarget & { documentId: string; page: number };
  onClose: () => void;
}

/** The page's text with the quote marked, scrolled to it. */
function PageText({ text, quote }: { text: string; quote: string }) {
  const mark = useRef<HTMLElement>(null);
  const { before, quoted, after } = splitAroundQuote(text, quote);
  useEffect(() => {
    mark.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <Flex vertical gap={8}>
      {quoted === null && <Alert type="info" showIcon title="The quote could not be found in this page's text." />}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling page of text must be reachable by keyboard to scroll it */}
      <section aria-label="Page text" tabIndex={0} style={{ maxHeight: '60vh', overflow: 'auto' }}>
        <pre data-testid="page-text" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>
          {before}
          {quoted !== null && <mark ref={mark}>{quoted}</mark>}
          {after}
        </pre>
      </section>
    </Flex>
  );
}

/**
 * "<file> — page N": the page's text as the server read it with the quote highlighted, and the
 * original file at that page in a new tab.
 */
export function PageModal({ documents, target, onClose }: PageModalProps) {
  const { toast } = useToast();
  const page = useQuery({
    queryKey: documents.pageKey(target.documentId, target.page),
    queryFn: () => documents.readPage(target.documentId, target.page),
    // Pages do not change.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const original = `${documents.fileUrl(target.documentId)}#page=${target.page}`;

  const openOriginal = () => {
    // Opened at once, while the click still allows a new tab; pointed at the file once its address is known.
    const tab = window.open('', '_blank');
    documents.fileLocation(target.documentId).then(
      (url) => {
        const address = `${url}#page=${target.page}`;
        if (!tab) return void window.open(address, '_blank', 'noopener');
        tab.opener = null;
        tab.location.href = address;
      },
      (error: unknown) => {
        tab?.close();
        toast({ title: 'Error', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
      },
    );
  };

  return (
    <Modal
      open
      title={`${page.data?.name ?? target.fileName} — page ${target.page}`}
      onCancel={onClose}
      width={820}
      footer={[
        <Button
          key="open"
          icon={<ExportOutlined aria-hidden />}
          href={original}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            openOriginal();
          }}
        >
          Open original
        </Button>,
      ]}
    >
      {page.isPending && <Spin aria-label="Loading page" />}
      {page.isError && <Alert type="error" showIcon title="The page could not be loaded" description={page.error.message} />}
      {page.data && <PageText text={page.data.text} quote={target.quote} />}
    </Modal>
  );
}
