import { Fragment, type ReactNode } from 'react';

/** A message with {name} placeholders, each filled with its node (an amount in every market). */
export function withAmounts(message: string, amounts: Record<string, ReactNode>): ReactNode[] {
  return message.split(/(\{[a-z]+\})/).map((part, index) => {
    const name = /^\{([a-z]+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in amounts ? amounts[name] : part}</Fragment>;
  });
}
