import type { ComponentType } from "react";
import type { BlockOf, BlockType } from "../../schema/blocks.ts";
import { Bullets } from "./Bullets.tsx";
import { Cards } from "./Cards.tsx";
import { Cities } from "./Cities.tsx";
import { Contact } from "./Contact.tsx";
import { Cta } from "./Cta.tsx";
import { Faq } from "./Faq.tsx";
import { Gallery } from "./Gallery.tsx";
import { Hero } from "./Hero.tsx";
import { PostList } from "./PostList.tsx";
import { Steps } from "./Steps.tsx";
import { Text } from "./Text.tsx";

/** Block type to component. The type makes a missing or mistyped entry a compile error. */
export const registry: { [T in BlockType]: ComponentType<{ block: BlockOf<T> }> } = {
  hero: Hero,
  text: Text,
  bullets: Bullets,
  cards: Cards,
  steps: Steps,
  gallery: Gallery,
  faq: Faq,
  cta: Cta,
  contact: Contact,
  cities: Cities,
  postList: PostList,
};
