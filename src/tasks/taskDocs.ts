/** The documents of one task with their contexts, as lm-eval v0.4.6's Task.fewshot_context builds them: one mechanism for every data source. */
import { fewshotContext, PLAIN_PROMPTS, type FewshotExample } from './chatContext.js';
import type { FormattedDoc } from './docFormats.js';
import type { PoolDoc } from './fewshotSampler.js';
import type { ChatPromptOptions } from './generationTypes.js';
import type { TaskDoc } from './taskTypes.js';

/** What a task's contexts are made of besides the documents. */
export interface TaskShape {
  readonly name: string;
  readonly group: string | null;
  /** The description of document `docId` (a YAML's is a template over the document; a shipped task's is fixed). */
  readonly description: (docId: number) => string;
  readonly targetDelimiter: string;
  readonly fewshotDelimiter: string;
}

/** lm-eval's --limit over a split of `total` documents: N, or a fraction rounded up; all of them when absent. */
export function usedCount(total: number, limit: number | undefined): number {
  return limit === undefined ? total : Math.min(total, limit < 1 ? Math.ceil(total * limit) : limit);
}

/** How the prompts are built: the few-shot count and lm-eval's chat flags. */
export interface PromptSettings {
  readonly numFewshot: number;
  readonly chat?: ChatPromptOptions;
}

/**
 * The first `used` documents of `all`, each context lm-eval's fewshot_context (tasks/chatContext.ts):
 * description (after --system-instruction) + few-shot block + doc_to_text, or with
 * --apply-chat-template the messages each model's template renders, whose choices follow with no
 * target delimiter (lm-eval's construct_requests sets it to ""). `shotsFor` is called in doc_id
 * order, once per lm-eval sampler call: the default sampler's state moves on as in build_all_requests.
 */
export function taskDocs(
  shape: TaskShape,
  all: readonly PoolDoc[],
  used: number,
  shotsFor: (evalKey: string) => readonly FormattedDoc[],
  settings: PromptSettings,
): TaskDoc[] {
  const chat = settings.chat ?? PLAIN_PROMPTS;
  return all.slice(0, used).map(({ key, doc }, docId): TaskDoc => {
    const prompt = fewshotContext(
      {
        description: shape.description(docId),
        numFewshot: settings.numFewshot,
        sample: () => shotsFor(key).map(exampleOf),
        docText: doc.text,
        targetDelimiter: shape.targetDelimiter,
        fewshotDelimiter: shape.fewshotDelimiter,
      },
      chat,
    );
    return {
      task: shape.name,
      group: shape.group,
      docId,
      context: prompt.kind === 'text' ? prompt.text : prompt.messages.map((message) => message.content).join(''),
      ...(prompt.kind === 'chat' ? { chat: prompt.messages } : {}),
      choices: doc.choices,
      targetDelimiter: prompt.kind === 'chat' ? '' : shape.targetDelimiter,
      gold: doc.gold,
      ...(doc.trueChoices === undefined ? {} : { trueChoices: doc.trueChoices }),
    };
  });
}

/** A multiple-choice few-shot document: its text, and its gold choice as the target (get_context's doc_to_choice(doc)[doc_to_target]). */
function exampleOf(doc: FormattedDoc): FewshotExample {
  return { text: doc.text, target: doc.choices[doc.gold] as string };
}
