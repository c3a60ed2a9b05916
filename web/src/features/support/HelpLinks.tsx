// docs/product.md#screen-support: the text-chat card and the resource center, both from the settings tab.
import type { Links } from '@pals/core/home/links';
import { LinkButton } from '../../ui/LinkButton.tsx';

export function HelpLinks({ links }: { links: Links }) {
  return (
    <>
      <section className="card support-card" aria-labelledby="text-chat-title">
        <h2 id="text-chat-title">Text chat</h2>
        <p id="text-chat-about">Text us and a person writes back.</p>
        <LinkButton id="text-chat-button" look="primary" href={links.text_chat_link}>
          Text chat with us
        </LinkButton>
      </section>
      <section className="card support-card" aria-labelledby="resources-title">
        <h2 id="resources-title">Resource center</h2>
        <p id="resources-about">Guides and answers.</p>
        <LinkButton id="resources-button" href={links.resource_center_link}>
          Open the guides
        </LinkButton>
      </section>
    </>
  );
}
