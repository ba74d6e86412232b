import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { remoteAreas, type RemoteRoutes } from '@brandcast/shared/areas';
import { PageSpinner, ScrollToTop } from '@brandcast/shared/ui';

const MessagesListRoute = lazy(() => import('./features/messages/routes/messages-list'));
const MessageNewRoute = lazy(() => import('./features/messages/routes/message-new'));
const MessageDetailRoute = lazy(() => import('./features/messages/routes/message-detail'));
const MessageEditRoute = lazy(() => import('./features/messages/routes/message-edit'));
const CopiesListRoute = lazy(() => import('./features/copies/routes/copies-list'));
const CopyNewRoute = lazy(() => import('./features/copies/routes/copy-new'));
const TeleprompterRoute = lazy(() => import('./features/teleprompter/routes/teleprompter'));

const { MessagesArea: messages, CopiesArea: copies } = remoteAreas.mfe_content;

// Spec section 2: any unknown path, in any area and at any depth, goes to /.
const toLanding = <Route path="*" element={<Navigate to={paths.landing} replace />} />;

// Each area opens its pages at their top (issue 28: a saved message opened where the Save button had been),
// keeping the place on back and forward (ScrollToTop).

/** Mounted by the host at /messages/*. */
export function MessagesArea() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route index element={<MessagesListRoute />} />
          <Route path={messages.pages.create} element={<MessageNewRoute />} />
          <Route path={messages.pages.message} element={<MessageDetailRoute />} />
          <Route path={messages.pages.edit} element={<MessageEditRoute />} />
          {toLanding}
        </Routes>
      </Suspense>
    </>
  );
}

/** Mounted by the host at /copies/*. */
export function CopiesArea() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route index element={<CopiesListRoute />} />
          <Route path={copies.pages.create} element={<CopyNewRoute />} />
          {toLanding}
        </Routes>
      </Suspense>
    </>
  );
}

/** Mounted by the host at /teleprompter/*. */
export function TeleprompterArea() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route index element={<TeleprompterRoute />} />
          {toLanding}
        </Routes>
      </Suspense>
    </>
  );
}

/** What this remote exposes, checked against the contract: an area renamed on either side fails the type check. */
export const exposedAreas = { MessagesArea, CopiesArea, TeleprompterArea } satisfies RemoteRoutes<
  'mfe_content',
  ComponentType
>;
