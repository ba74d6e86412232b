import { act, renderHook, waitFor } from '@testing-library/react';
import { useSubmission } from '../use-submission';

/** A request the test answers when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

it('is pending while the request runs, then succeeds with its answer and calls both onSuccess', async () => {
  const request = deferred<string>();
  const hookSuccess = jest.fn();
  const callSuccess = jest.fn();
  const { result } = renderHook(() => useSubmission((_input: number) => request.promise, { onSuccess: hookSuccess }));
  expect(result.current).toMatchObject({ status: 'idle', isPending: false, isError: false, isSuccess: false });

  act(() => result.current.mutate(7, { onSuccess: callSuccess }));
  expect(result.current).toMatchObject({ isPending: true, variables: 7 });

  await act(async () => request.resolve('done'));
  expect(result.current).toMatchObject({ isSuccess: true, isPending: false, data: 'done', variables: 7 });
  expect(hookSuccess).toHaveBeenCalledWith('done', 7);
  expect(callSuccess).toHaveBeenCalledWith('done', 7);
});

it('keeps the error of a failed request, and calls no onSuccess', async () => {
  const failure = new Error('refused');
  const callSuccess = jest.fn();
  const callError = jest.fn();
  const { result } = renderHook(() => useSubmission((_: string) => Promise.reject(failure)));
  act(() => result.current.mutate('x', { onSuccess: callSuccess, onError: callError }));
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toBe(failure);
  expect(callSuccess).not.toHaveBeenCalled();
  expect(callError).toHaveBeenCalledWith(failure, 'x');
});

it('fails when the onSuccess of the hook throws', async () => {
  const { result } = renderHook(() =>
    useSubmission(async () => 'ok', {
      onSuccess: () => {
        throw new Error('could not keep the session');
      },
    }),
  );
  act(() => result.current.mutate(undefined));
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error?.message).toBe('could not keep the session');
});

it('answers the latest call only: an earlier answer arriving late changes nothing', async () => {
  const first = deferred<string>();
  const second = deferred<string>();
  const firstSuccess = jest.fn();
  const { result } = renderHook(() => useSubmission((input: number) => (input === 1 ? first.promise : second.promise)));
  act(() => result.current.mutate(1, { onSuccess: firstSuccess }));
  act(() => result.current.mutate(2));
  await act(async () => second.resolve('second'));
  await act(async () => first.resolve('first'));
  expect(result.current).toMatchObject({ isSuccess: true, data: 'second', variables: 2 });
  expect(firstSuccess).not.toHaveBeenCalled();
});

it('reset returns to idle, and the request under way no longer counts', async () => {
  const request = deferred<string>();
  const { result } = renderHook(() => useSubmission(() => request.promise));
  act(() => result.current.mutate(undefined));
  act(() => result.current.reset());
  await act(async () => request.resolve('late'));
  expect(result.current).toMatchObject({ status: 'idle', isPending: false, isSuccess: false, data: undefined });
});

it("after the form is gone, the hook's onSuccess still runs (the session is kept) and the call's does not", async () => {
  const request = deferred<string>();
  const hookSuccess = jest.fn();
  const callSuccess = jest.fn();
  const { result, unmount } = renderHook(() => useSubmission(() => request.promise, { onSuccess: hookSuccess }));
  act(() => result.current.mutate(undefined, { onSuccess: callSuccess }));
  unmount();
  await act(async () => request.resolve('ok'));
  expect(hookSuccess).toHaveBeenCalledWith('ok', undefined);
  expect(callSuccess).not.toHaveBeenCalled();
});
