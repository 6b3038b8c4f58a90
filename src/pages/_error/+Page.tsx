import { NotFound } from "../../layout/NotFound.tsx";

export default function Page() {
  return <NotFound />;
}
