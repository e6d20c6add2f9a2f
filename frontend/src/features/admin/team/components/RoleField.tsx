import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  ADMIN_ROLE_DESCRIPTIONS,
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  type AdminRole,
} from '@standl/contracts';
import { useId } from 'react';

/** The four roles with what each may do, to choose one. */
export function RoleField({
  value,
  onChange,
}: {
  value: AdminRole;
  onChange: (role: AdminRole) => void;
}) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Rolle</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as AdminRole)}
      >
        {ADMIN_ROLES.map((role) => (
          <FormControlLabel
            key={role}
            value={role}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mt: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {ADMIN_ROLE_LABELS[role]}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {ADMIN_ROLE_DESCRIPTIONS[role]}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
