import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { areas, paths } from '@brandcast/shared';
import { PageSpinner } from '@brandcast/shared/ui';

const MessagesListRoute = lazy(() => import('./features/messages/routes/messages-list'));
const MessageNewRoute = lazy(() => import('./features/messages/routes/message-new'));
const MessageDetailRoute = lazy(() => import('./features/messages/routes/message-detail'));
const MessageEditRoute = lazy(() => import('./features/messages/routes/message-edit'));
const CopiesListRoute = lazy(() => import('./features/copies/routes/copies-list'));
const CopyNewRoute = lazy(() => import('./features/copies/routes/copy-new'));
const TeleprompterRoute = lazy(() => import('./features/teleprompter/routes/teleprompter'));

// Spec section 2: any unknown path, in any area and at any depth, goes to /.
const toLanding = <Route path="*" element={<Navigate to={paths.landing} replace />} />;

/** Mounted by the host at /messages/*. */
export function MessagesArea() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<MessagesListRoute />} />
        <Route path={areas.messages.pages.create} element={<MessageNewRoute />} />
        <Route path={areas.messages.pages.message} element={<MessageDetailRoute />} />
        <Route path={areas.messages.pages.edit} element={<MessageEditRoute />} />
        {toLanding}
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
        <Route path={areas.copies.pages.create} element={<CopyNewRoute />} />
        {toLanding}
      </Routes>
    </Suspense>
  );
}

/** Mounted by the host at /teleprompter/*. */
export function TeleprompterArea() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<TeleprompterRoute />} />
        {toLanding}
      </Routes>
    </Suspense>
  );
}
