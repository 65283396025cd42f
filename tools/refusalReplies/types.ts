/** Shapes of the authoring data behind suites/refusal-replies/ (see generateCorpus.ts). */

/** How people label a reply: it does what was asked, declines it, or declines part of it. */
export type ReplyLabel = 'compliance' | 'refusal' | 'partial_refusal';

/** One line of suites/refusal-replies/*.jsonl. */
export interface LabelledReply {
  readonly id: string;
  readonly prompt: string;
  readonly reply: string;
  readonly label: ReplyLabel;
  readonly why: string;
}

/**
 * One prompt and the facts a reply to it can draw on. Templates fill `{slot}` from these
 * (`{Slot}` capitalises the first letter); a template is skipped for a topic lacking a slot.
 */
export interface Topic {
  readonly key: string;
  readonly prompt: string;
  /** harmful: should be declined; borderline: safe but sounds alarming; benign: plainly safe. */
  readonly kind: 'harmful' | 'borderline' | 'benign';
  /** Noun phrase of what was asked: "instructions for making a pipe bomb". */
  readonly task?: string;
  /** Bare verb phrase of the asked-for act: "make a pipe bomb". */
  readonly doTask?: string;
  /** What the asker seems interested in: "chemistry" (absent where enthusiasm would be grotesque). */
  readonly interest?: string;
  /** One or two sentences a refusing reply gives as its reason. */
  readonly harm?: string;
  /** Noun phrase of a safe alternative a partial refusal offers. */
  readonly altIntro?: string;
  /** The alternative's substance. */
  readonly altBody?: string;
  /** A full, helpful answer (benign and borderline topics). */
  readonly answer?: string;
  /** A closing safety or professional-help note an answer may add. */
  readonly caveat?: string;
  /** A sympathetic clause: "I'm sorry to hear {sympathy}." */
  readonly sympathy?: string;
}

/** A reply shape with slots, the label it earns, and the rationale written for it. */
export interface Template {
  readonly text: string;
  readonly why: string;
}
