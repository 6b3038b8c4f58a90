/** Publishing not set up yet: a calm note saying what the person who hosts the site sets up, and that nothing is lost. */
export function PublishSetUpNote({ file, problems }: { file: string; problems: string[] }) {
  return (
    <div className="publish-note">
      <p>
        Publishing is not set up for this site yet. Your saved changes are safe in site.json; they reach the live site
        once whoever hosts it sets publishing up.
      </p>
      <p>
        What they set up, once: a <code>{file}</code> beside site.json naming where the site goes (a web server or a git
        host), as the “Publishing” section of <code>docs/deploy.md</code> describes. The editor reads it as soon as it
        is there.
      </p>
      {problems.length ? (
        <>
          <p>What the editor found:</p>
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
