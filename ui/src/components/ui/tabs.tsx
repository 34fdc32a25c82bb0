import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentPropsWithoutRef } from "react";
import { cx } from "@/lib/class-names";

/** Tabs root: keyboard arrows move between tabs. */
export const Tabs = TabsPrimitive.Root;

/** The row of tab buttons; scrolls sideways if it does not fit a phone. */
export function TabsList({ className, ...props }: ComponentPropsWithoutRef<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cx(
        "flex w-full gap-1 overflow-x-auto rounded-2xl bg-court-50 p-1 ring-1 ring-inset ring-court-100",
        className,
      )}
      {...props}
    />
  );
}

/** One tab button. */
export function TabsTrigger({ className, ...props }: ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cx(
        "inline-flex min-h-11 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-2 text-base sm:px-4 font-semibold text-court-900 transition-colors",
        "hover:bg-white/70 data-[state=active]:bg-court-800 data-[state=active]:text-white data-[state=active]:shadow",
        className,
      )}
      {...props}
    />
  );
}

/** The panel of one tab. */
export function TabsContent({ className, ...props }: ComponentPropsWithoutRef<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cx("mt-4 focus:outline-none", className)} {...props} />;
}
