import type { ReactNode } from "react";
import { FieldError } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** What a field's control needs to be tied to its hint and message. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/** Props of `FormField`. */
export interface FormFieldProps {
  /** The control's id; its hint and message take ids made from it. */
  id: string;
  label: string;
  /** The word that marks the field optional, said after its label: "Email (optional)". */
  optional?: string;
  hint?: string;
  /** What is wrong with the value, in the visitor's words. */
  error?: string;
  /** The field's layout; by default a column that keeps to the top of its row. */
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and its validation message, tied together for screen
 * readers: the forms' fields (a player's, a signup's, a tournament's) are made of these.
 */
export function FormField({
  id,
  label,
  optional,
  hint,
  error,
  className = "grid content-start gap-1.5",
  children,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-slate-600"> ({optional})</span> : null}
      </Label>
      {children({
        id,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": true } : {}),
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
