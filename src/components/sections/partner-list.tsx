import { ExternalLink } from '@/components/ui/external-link'
import { fillLabel } from '@schemas/fill-label'
import type { Partner, PartnerTier } from '@/content/site-content-schema'

/**
 * The published partners, grouped by tier in the tiers' order (the Community tier promises a
 * listing on the site). Logos are the build's own static copies with their width and height,
 * so the page fetches nothing from Supabase and nothing shifts as they load. `heading` is a tier's
 * heading with its `{tier}` placeholder (page copy: "{tier} partners").
 */
export function PartnerList({
  partners,
  tiers,
  heading,
}: {
  partners: Partner[]
  tiers: PartnerTier[]
  heading: string
}) {
  const groups = tiers
    .map((tier) => ({ tier, members: partners.filter((partner) => partner.tier === tier.name) }))
    .filter((group) => group.members.length > 0)
  return (
    <div className="flex flex-col gap-8">
      {groups.map(({ tier, members }) => (
        <div key={tier.name} className="flex flex-col gap-3">
          <h3 className="text-xl font-semibold">{fillLabel(heading, { tier: tier.name })}</h3>
          <ul className="grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4">
            {members.map((partner) => {
              const body = (
                <>
                  {partner.logo && (
                    <img
                      src={partner.logo.src}
                      alt={partner.logo.alt}
                      width={partner.logo.width}
                      height={partner.logo.height}
                      loading="lazy"
                      decoding="async"
                      className="h-16 w-auto max-w-full object-contain"
                    />
                  )}
                  <span className="font-semibold break-words">{partner.name}</span>
                </>
              )
              return (
                <li
                  key={partner.name}
                  className="flex flex-col items-start gap-2 rounded-md border border-slate-300 bg-white p-4"
                >
                  {partner.url ? (
                    <ExternalLink href={partner.url} className="flex-col items-start gap-2">
                      {body}
                    </ExternalLink>
                  ) : (
                    body
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </div>
  )
}
