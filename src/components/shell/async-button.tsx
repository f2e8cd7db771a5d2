import { useEffect, useRef, useState, type ElementType, type MouseEvent } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ICON_SIZES } from '../../../domain/rules/constants.ts';

export type AsyncButtonProps<C extends ElementType = 'button'> = Omit<
  ButtonProps<C, { component?: C }>,
  'onClick' | 'loading'
> & {
  /** Shows the spinner. */
  loading?: boolean;
  /** When `onClick` returns a promise, shows the spinner until it settles. */
  autoLoading?: boolean;
  /**
   * Disabled while loading (default true); when false it stays clickable but its submit, link and route clicks do
   * nothing.
   */
  disabledWhileLoading?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => unknown;
};

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';
}

/**
 * MUI Button with the loading rules of spec section 4: while loading (the `loading` prop, or an async click with
 * `autoLoading`) it is disabled when `disabledWhileLoading`, and its submit, link (`href`) and route (`component`
 * link with `to`) clicks are prevented either way.
 */
export function AsyncButton<C extends ElementType = 'button'>(props: AsyncButtonProps<C>) {
  const { loading = false, autoLoading = false, disabledWhileLoading = true, onClick, startIcon, ...rest } = props;
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const isLoading = loading || busy;

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (isLoading) {
      event.preventDefault();
      if (disabledWhileLoading) return;
    }
    const result = onClick?.(event);
    if (!autoLoading || !isPromiseLike(result)) return;
    setBusy(true);
    const settle = () => {
      if (mounted.current) setBusy(false);
    };
    void Promise.resolve(result).then(settle, (error: unknown) => {
      settle();
      throw error;
    });
  };

  const spinner = <CircularProgress color="inherit" size={ICON_SIZES.sm} aria-hidden />;
  const buttonProps = rest as ButtonProps;
  return (
    <Button
      {...buttonProps}
      aria-busy={isLoading}
      loading={disabledWhileLoading ? isLoading : false}
      startIcon={!disabledWhileLoading && isLoading ? spinner : startIcon}
      onClick={handleClick}
    />
  );
}
