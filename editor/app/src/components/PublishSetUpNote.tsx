/** Publishing not set up yet: a calm note saying what the person who hosts the site sets up, and that nothing is lost. */
import { useT } from "../i18n/useT.ts";

export function PublishSetUpNote({ file, problems }: { file: string; problems: string[] }) {
  const t = useT();
  return (
    <div className="publish-note">
      <p>{t("setup.notSetUp")}</p>
      <p>
        {t("setup.whatBefore")} <code>{file}</code> {t("setup.whatAfter")}
      </p>
      {problems.length ? (
        <>
          <p>{t("setup.found")}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
