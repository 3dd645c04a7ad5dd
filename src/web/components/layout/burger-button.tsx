import { Burger, UnstyledButton, type UnstyledButtonProps } from "@mantine/core";
import type { ComponentPropsWithoutRef } from "react";

type BurgerButtonProps = { opened: boolean } & UnstyledButtonProps &
  Omit<ComponentPropsWithoutRef<"button">, keyof UnstyledButtonProps>;

/**
 * Mantine's Burger (its classes and sheet: the same three lines turning into a cross) drawn with
 * a `<span>` for the lines: Burger draws them with a `<div>`, which HTML does not allow inside a
 * `<button>` (docs/decisions/2026-11-27-valid-html.md).
 */
export function BurgerButton({ opened, className, ...others }: BurgerButtonProps) {
  return (
    <UnstyledButton
      className={className ? `${Burger.classes.root} ${className}` : Burger.classes.root}
      {...others}
    >
      <span
        className={Burger.classes.burger}
        data-reduce-motion="true"
        data-opened={opened || undefined}
      />
    </UnstyledButton>
  );
}
