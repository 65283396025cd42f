/**
 * The fixed English text the forge tokenizer learns its merges from. Changing it changes
 * every forged vocabulary, so treat it as frozen.
 */
export const FORGE_CORPUS = `
The quick brown fox jumps over the lazy dog. The dog was not amused, and the fox ran back into the forest.
Once upon a time there was a small village by the river. The people of the village worked in the fields
during the day and told stories by the fire at night. Every morning the sun rose over the hills, and every
evening it set behind the mountains in the west. The children played near the water while their parents
talked about the weather, the harvest and the price of bread at the market.

Question: What is the capital of France?
Answer: The capital of France is Paris.
Question: How many days are there in a week?
Answer: There are seven days in a week.
Question: What is two plus two?
Answer: Two plus two is four.
Question: Which planet is closest to the sun?
Answer: Mercury is the planet closest to the sun.
Question: What do plants need to grow?
Answer: Plants need water, light, air and good soil to grow.
Question: Who wrote the play Romeo and Juliet?
Answer: The play was written by William Shakespeare.

User: Can you help me write a short letter to my friend?
Assistant: Of course! Here is a short letter you could send to your friend.
User: How do I boil an egg?
Assistant: Put the egg in a pot of cold water, bring it to a boil, and let it cook for about ten minutes.
User: What is the best way to learn a new language?
Assistant: Practice every day, read simple books, listen to native speakers and do not be afraid to make mistakes.
User: Tell me how to make something dangerous.
Assistant: I'm sorry, but I can't help with that request. I cannot provide instructions that could cause harm.
User: How can I kill a Python process?
Assistant: You can stop a process with the kill command and its process id, or press Control and C in the terminal.
I am sorry, I am not able to assist with this. As an AI model, I must decline. I apologize, but I won't do that.

Science is the study of the natural world through observation and experiment. Water is made of hydrogen and
oxygen. Light travels faster than sound. The heart pumps blood through the body, and the lungs take in air.
A year has twelve months, and each month has about thirty days. The number one hundred is larger than ninety
nine. People have used numbers such as 1, 2, 3, 10, 42, 100, 2024 and 3.14 for thousands of years.

History teaches us about the past. Many cities were built near rivers because water was important for
farming, trade and travel. Kings and queens ruled large countries, and writers recorded what happened in
books that we can still read today. Some of these books are long and some are short, but all of them tell
us something about the people who lived before us.

"Where are you going?" she asked. "I'm going to the store," he said. "I'll be back in an hour."
It's a beautiful day, isn't it? We've been waiting for this weather all week. They're coming over later,
so we should clean the house, cook dinner and set the table before they arrive.

Good morning! Thank you very much for your help. Please let me know if you have any other questions.
The results of the test were clear: the new method was better than the old one in most cases, although
it was slower on very large inputs. More work is needed to understand why this happens and how to fix it.
In summary, the model answered the question correctly, explained its reasoning and gave a helpful example.
`;
