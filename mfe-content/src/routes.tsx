import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@brandcast/shared/ui';
import { NotBuiltYet } from './features/content/components/not-built-yet';

const MessagesListRoute = lazy(() => import('./features/messages/routes/messages-list'));
const MessageNewRoute = lazy(() => import('./features/messages/routes/message-new'));
const MessageDetailRoute = lazy(() => import('./features/messages/routes/message-detail'));
const MessageEditRoute = lazy(() => import('./features/messages/routes/message-edit'));
const CopiesListRoute = lazy(() => import('./features/copies/routes/copies-list'));
const CopyNewRoute = lazy(() => import('./features/copies/routes/copy-new'));

/** Mounted by the host at /messages/*. */
export function MessagesArea() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<MessagesListRoute />} />
        <Route path="new" element={<MessageNewRoute />} />
        <Route path=":messageId" element={<MessageDetailRoute />} />
        <Route path=":messageId/edit" element={<MessageEditRoute />} />
      </Routes>
    </Suspense>
  );
}

/** Mounted by the host at /copies/*. */
export function CopiesArea() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<CopiesListRoute />} />
        <Route path="new" element={<CopyNewRoute />} />
      </Routes>
    </Suspense>
  );
}

/** Mounted by the host at /teleprompter. */
export function TeleprompterArea() {
  return <NotBuiltYet title="Teleprompter" what="Here you will rehearse and record your video scripts." />;
}
