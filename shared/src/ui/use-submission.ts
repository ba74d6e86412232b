import { useEffect, useRef, useState } from 'react';

/** useMutation's states, with the same names, so a form reads either the same way. */
export type SubmissionState<TInput, TResult> =
  | {
      status: 'idle';
      isPending: false;
      isError: false;
      isSuccess: false;
      error: null;
      data: undefined;
      variables: undefined;
    }
  | {
      status: 'pending';
      isPending: true;
      isError: false;
      isSuccess: false;
      error: null;
      data: undefined;
      variables: TInput;
    }
  | {
      status: 'error';
      isPending: false;
      isError: true;
      isSuccess: false;
      error: Error;
      data: undefined;
      variables: TInput;
    }
  | {
      status: 'success';
      isPending: false;
      isError: false;
      isSuccess: true;
      error: null;
      data: TResult;
      variables: TInput;
    };

export interface SubmitOptions<TInput, TResult> {
  onSuccess?: (result: TResult, input: TInput) => void;
  onError?: (error: Error, input: TInput) => void;
}

export type Submission<TInput, TResult> = SubmissionState<TInput, TResult> & {
  mutate: (input: TInput, options?: SubmitOptions<TInput, TResult>) => void;
  reset: () => void;
};

const IDLE = {
  status: 'idle',
  isPending: false,
  isError: false,
  isSuccess: false,
  error: null,
  data: undefined,
  variables: undefined,
} as const;

/**
 * A form's request without React Query, in useMutation's shape (`mutate`, `isPending`, `isError`, `error`,
 * `isSuccess`, `variables`, `reset`): the sign-in, registration and password pages load without React Query.
 * As with useMutation, the hook's `onSuccess` runs after every success, and those given to `mutate` only for the
 * latest call while the form is still mounted.
 */
export function useSubmission<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
  hookOptions: SubmitOptions<TInput, TResult> = {},
): Submission<TInput, TResult> {
  const [state, setState] = useState<SubmissionState<TInput, TResult>>(IDLE);
  const latestCall = useRef(0);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = (input: TInput, options: SubmitOptions<TInput, TResult> = {}) => {
    const call = ++latestCall.current;
    const current = () => call === latestCall.current && mounted.current;
    setState({ ...IDLE, status: 'pending', isPending: true, variables: input });
    Promise.resolve()
      .then(() => send(input))
      .then((data) => {
        // A throw here fails the submission, as useMutation's onSuccess does.
        hookOptions.onSuccess?.(data, input);
        return data;
      })
      .then(
        (data) => {
          if (!current()) return;
          setState({ ...IDLE, status: 'success', isSuccess: true, data, variables: input });
          options.onSuccess?.(data, input);
        },
        (reason: unknown) => {
          const error = reason as Error;
          hookOptions.onError?.(error, input);
          if (!current()) return;
          setState({ ...IDLE, status: 'error', isError: true, error, variables: input });
          options.onError?.(error, input);
        },
      );
  };

  const reset = () => {
    // A request still under way no longer counts.
    latestCall.current += 1;
    setState(IDLE);
  };

  return { ...state, mutate, reset };
}
